import { actionButton } from '../styles/buttons.ts';
import { defineStyles } from '../styles/defineStyles.ts';
import { actionRow, stack } from '../styles/layout.ts';

export default defineStyles({
  card: {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'red.200',
    borderRadius: 'xl',
    p: { base: 6, md: 10 },
    textAlign: 'center',
  },
  content: { ...stack(4), alignItems: 'center' },
  title: { recipe: 'heading', variants: { size: '2xl' }, css: { color: 'red.700' } },
  message: { fontWeight: 'medium', color: 'gray.800' },
  note: { color: 'gray.600' },
  actions: { ...actionRow, pt: 2 },
  retry: actionButton('primary'),
});
