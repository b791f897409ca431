import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: 2 },
  title: { recipe: 'heading', variants: { size: { base: 'xl', md: '2xl' } } },
  description: { color: 'gray.600' },
});
