import { defineStyles } from '../styles/defineStyles.ts';
import { hstack } from '../styles/layout.ts';

export default defineStyles({
  line: {
    ...hstack(3),
    bg: 'brand.50',
    borderRadius: 'lg',
    px: 4,
    py: 3,
  },
  spinner: { recipe: 'spinner', variants: { size: 'sm' }, css: { color: 'brand.600' } },
  message: { fontWeight: 'medium', color: 'brand.800' },
});
