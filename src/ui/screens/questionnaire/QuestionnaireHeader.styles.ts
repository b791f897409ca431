import { defineStyles } from '../../styles/defineStyles.ts';
import { hstack, stack } from '../../styles/layout.ts';

export default defineStyles({
  header: stack(2),
  labels: { ...hstack(4), justifyContent: 'space-between', fontSize: 'sm', color: 'gray.600' },
  name: { fontWeight: 'semibold', minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  counter: { flexShrink: 0, fontVariantNumeric: 'tabular-nums' },
  intro: { color: 'gray.600', fontSize: 'sm', pt: 1 },
});
