import { defineStyles } from '../styles/defineStyles.ts';
import { hstack, stack } from '../styles/layout.ts';

export default defineStyles({
  line: {
    ...stack(0),
    // Below a long form the line would start under the fold: it sticks to the window's bottom edge.
    position: 'sticky',
    bottom: 3,
    zIndex: 1,
    bg: 'brand.50',
    borderWidth: '1px',
    borderColor: 'brand.200',
    borderRadius: 'lg',
    boxShadow: 'md',
    px: 4,
    py: 3,
    // Focused by the app to be read and seen, not to be operated: no ring, as a step's title.
    outline: 'none',
  },
  header: hstack(3),
  spinner: { recipe: 'spinner', variants: { size: 'sm' }, css: { color: 'brand.600' } },
  message: { fontWeight: 'medium', color: 'brand.800' },
});
