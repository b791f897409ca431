import { defineStyles } from '../../styles/defineStyles.ts';
import { stack } from '../../styles/layout.ts';

export default defineStyles({
  heading: stack(2),
  title: { recipe: 'heading', variants: { size: { base: 'xl', md: '2xl' } } },
  description: { color: 'gray.600' },
});
