import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: 2 },
  labels: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexDirection: 'row',
    gap: '0.5rem',
    fontSize: 'sm',
    color: 'gray.700',
  },
  counter: { fontWeight: 'semibold' },
});
