import { defineStyles } from '../../styles/defineStyles.ts';
import { stack } from '../../styles/layout.ts';

export default defineStyles({
  page: stack(6),
  intro: stack(2),
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
