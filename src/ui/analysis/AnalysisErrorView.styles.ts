import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  card: {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'red.200',
    borderRadius: 'xl',
    p: { base: 6, md: 10 },
    textAlign: 'center',
  },
  content: { display: 'flex', alignItems: 'center', flexDirection: 'column', gap: 4 },
  title: { recipe: 'heading', variants: { size: '2xl' }, css: { color: 'red.700' } },
  message: { fontWeight: 'medium', color: 'gray.800' },
  note: { color: 'gray.600' },
  actions: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexDirection: 'row',
    flexWrap: 'wrap',
    gap: 3,
    pt: 2,
  },
  retry: { recipe: 'button', css: { colorPalette: 'brand' } },
});
