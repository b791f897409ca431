import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  // Side by side even on a phone: two figures of a range read as a pair.
  inputs: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { base: 3, md: 6 }, mt: 4 },
  end: { display: 'flex', flexDirection: 'column', gap: 1 },
  label: { fontSize: 'sm', fontWeight: 'semibold', color: 'gray.700' },
  note: { fontSize: 'sm', color: 'gray.700' },
});
