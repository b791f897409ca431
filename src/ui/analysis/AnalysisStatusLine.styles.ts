import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  line: {
    display: 'flex',
    alignItems: 'center',
    flexDirection: 'row',
    gap: 3,
    bg: 'brand.50',
    borderRadius: 'lg',
    px: 4,
    py: 3,
  },
  spinner: { recipe: 'spinner', variants: { size: 'sm' }, css: { color: 'brand.600' } },
  message: { fontWeight: 'medium', color: 'brand.800' },
});
