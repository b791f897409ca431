import { defineStyles } from '../styles/defineStyles.ts';

const actionRow = { display: 'flex', alignItems: 'center', flexDirection: 'row' } as const;

export default defineStyles({
  page: { display: 'flex', flexDirection: 'column', gap: 6, maxW: '3xl', mx: 'auto' },
  header: { display: 'flex', flexDirection: 'column', gap: 2 },
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
  subtitle: { color: 'gray.600' },
  block: { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'xl', p: { base: 5, md: 7 } },
  blockContent: { display: 'flex', flexDirection: 'column', gap: 3 },
  blockHeading: { recipe: 'heading', variants: { size: 'lg' } },
  paragraph: { color: 'gray.700' },
  items: { ps: 5, gap: 1, color: 'gray.700', listStyleType: 'disc' },
  blockActions: { ...actionRow, flexWrap: 'wrap', gap: 3, pt: 2 },
  actions: { ...actionRow, gap: 3 },
});
