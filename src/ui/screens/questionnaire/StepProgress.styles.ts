import { defineStyles } from '../../styles/defineStyles.ts';
import { hstack, stack } from '../../styles/layout.ts';

export default defineStyles({
  progress: stack(2),
  labels: {
    ...hstack('0.5rem'),
    justifyContent: 'space-between',
    fontSize: 'sm',
    color: 'gray.700',
  },
  counter: { fontWeight: 'semibold' },
});
