import { defineStyles } from '../styles/defineStyles.ts';
import { stack } from '../styles/layout.ts';

export default defineStyles({
  // Under the status line, which sticks to the window's bottom: at most about half the window
  // tall (a phone keeps the form above in sight), scrolling inside once the answer grows longer.
  preview: {
    ...stack(3),
    maxH: '40vh',
    overflowY: 'auto',
    borderTopWidth: '1px',
    borderColor: 'brand.200',
    pt: 3,
    fontSize: 'sm',
    color: 'gray.800',
  },
  paragraph: { whiteSpace: 'pre-wrap' },
  heading: { fontWeight: 'semibold', color: 'brand.800', mb: 1 },
  items: { ps: 5, listStyleType: 'decimal', display: 'flex', flexDirection: 'column', gap: 1 },
});
