import { defineStyles } from '../styles/defineStyles.ts';
import { hstack, stack } from '../styles/layout.ts';

export default defineStyles({
  page: stack(6),
  header: stack(2),
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
  subtitle: { color: 'gray.600' },
  block: { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'xl', p: { base: 5, md: 7 } },
  blockContent: stack(3),
  blockHeading: { recipe: 'heading', variants: { size: 'lg' } },
  paragraph: { color: 'gray.700' },
  items: { ps: 5, gap: 1, color: 'gray.700', listStyleType: 'disc' },
  blockActions: { ...hstack(3), flexWrap: 'wrap', pt: 2 },
  actions: hstack(3),
});
