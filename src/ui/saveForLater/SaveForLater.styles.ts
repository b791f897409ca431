import { defineStyles } from '../styles/defineStyles.ts';
import { stack } from '../styles/layout.ts';

export default defineStyles({
  page: stack(6),
  title: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'short' },
  row: { display: 'flex', flexWrap: 'wrap', gap: 3 },
  panel: {
    ...stack(4),
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: 'xl',
    p: { base: 4, md: 6 },
    bg: 'white',
  },
  heading: { fontSize: 'lg', fontWeight: 'semibold', outline: 'none' },
  field: stack(2),
  label: { fontWeight: 'medium' },
  small: { color: 'gray.600', fontSize: 'sm' },
});
