import { defineStyles } from '../styles/defineStyles.ts';
import { contentColumn } from '../styles/layout.ts';

/** The page's side margins, outside the content column. */
const gutter = { px: { base: 4, md: 6 } } as const;

export default defineStyles({
  page: { display: 'flex', flexDirection: 'column', minH: '100vh' },
  skipLink: {
    recipe: 'link',
    css: {
      position: 'absolute',
      left: '-9999px',
      _focus: { left: 4, top: 4, zIndex: 10, bg: 'white', px: 3, py: 2, borderRadius: 'md' },
    },
  },
  header: { ...gutter, bg: 'white', borderBottomWidth: '1px', borderColor: 'gray.200' },
  headerColumn: { ...contentColumn, py: 3 },
  brand: {
    recipe: 'link',
    css: {
      fontWeight: 'bold',
      fontSize: 'lg',
      color: 'brand.700',
      _hover: { textDecoration: 'none', color: 'brand.600' },
    },
  },
  brandMark: {
    display: 'inline-grid',
    placeItems: 'center',
    w: 8,
    h: 8,
    borderRadius: 'lg',
    bg: 'brand.600',
    color: 'white',
    fontSize: 'sm',
    mr: 2,
  },
  // A heading that takes focus when its screen opens (announce.ts) is where reading starts, not a control: no ring.
  main: { ...gutter, flex: '1', py: { base: 6, md: 10 }, '& h1:focus': { outline: 'none' } },
  mainColumn: contentColumn,
  /** A guard's notice above the screen it led to. */
  notice: { mb: 6 },
});
