import { defineStyles } from '../../styles/defineStyles.ts';
import { stack } from '../../styles/layout.ts';

export default defineStyles({
  screen: stack(6),
  card: {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: 'xl',
    p: { base: 5, md: 8 },
    boxShadow: 'sm',
  },
  body: stack(4),
  question: stack(1),
  title: { recipe: 'heading', variants: { size: 'lg' }, css: { outline: 'none' } },
  description: { color: 'gray.600' },
});
