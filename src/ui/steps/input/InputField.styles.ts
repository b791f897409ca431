import { defineStyles } from '../../styles/defineStyles.ts';
import { colours } from '../stepStyles.ts';
import { oneLineBox } from './fieldLook.ts';

export default defineStyles({
  field: oneLineBox(colours.border, colours.borderHover),
  fieldInvalid: oneLineBox(colours.invalid, colours.invalid),
  row: { display: 'flex', alignItems: 'center', gap: '12px' },
  unit: { fontSize: '16px', color: 'gray.700', flexShrink: 0 },
  /** A number as its format reads it ($300,000), under the box. */
  reading: { marginTop: '8px', marginBottom: 0, fontSize: '16px', fontWeight: 600, color: 'gray.700' },
});
