import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  page: { display: 'flex', flexDirection: 'column', gap: 6, maxW: '3xl', mx: 'auto' },
  intro: { display: 'flex', flexDirection: 'column', gap: 2 },
  eyebrow: {
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'brand.700',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
  description: { color: 'gray.600' },
});
