import { focusRing } from '../components/focusRing.ts';
import { defineStyles } from '../styles/defineStyles.ts';
import { underlinedLink } from '../styles/links.ts';
import { stack } from '../styles/layout.ts';

const card = {
  ...stack(2),
  h: 'full',
  p: 6,
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'xl',
  textAlign: 'left',
} as const;

export default defineStyles({
  screen: { ...stack(8), alignItems: 'center', textAlign: 'center' },
  intro: { ...stack(3), maxW: '2xl' },
  heading: { recipe: 'heading', variants: { size: { base: '2xl', md: '4xl' } }, css: { letterSpacing: 'tight' } },
  lead: { fontSize: 'lg', color: 'gray.600' },
  cards: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
    listStyleType: 'none',
    gap: 5,
    w: 'full',
  },
  card: {
    ...card,
    transition: 'all 0.15s',
    _hover: { borderColor: 'brand.500', boxShadow: 'md', transform: 'translateY(-2px)' },
    _focusVisible: focusRing,
  },
  comingSoonCard: { ...card, bg: 'gray.100' },
  comingSoonBadge: {
    recipe: 'badge',
    variants: { variant: 'solid' },
    css: { alignSelf: 'flex-start', colorPalette: 'gray' },
  },
  cardTitle: { recipe: 'heading', variants: { size: 'lg' }, css: { color: 'gray.900' } },
  comingSoonTitle: { recipe: 'heading', variants: { size: 'lg' }, css: { color: 'gray.600' } },
  cardDescription: { color: 'gray.600' },
  getStarted: { mt: 'auto', pt: 2, color: 'brand.700', fontWeight: 'semibold' },
  more: {
    display: 'flex',
    alignItems: 'center',
    flexDirection: { base: 'column', sm: 'row' },
    gap: { base: 3, sm: 6 },
  },
  moreLink: underlinedLink,
});
