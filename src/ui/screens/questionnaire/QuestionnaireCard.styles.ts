import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: 6, maxW: '3xl', mx: 'auto' },
  card: {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: 'xl',
    p: { base: 5, md: 8 },
    boxShadow: 'sm',
  },
  body: { display: 'flex', flexDirection: 'column', gap: 4 },
  question: { display: 'flex', flexDirection: 'column', gap: 1 },
  title: { recipe: 'heading', variants: { size: 'lg' }, css: { outline: 'none' } },
  description: { color: 'gray.600' },
});
