import { actionButton } from '../styles/buttons.ts';
import { defineStyles } from '../styles/defineStyles.ts';
import { hstack, stack } from '../styles/layout.ts';
import { oneLineBox } from '../steps/input/fieldLook.ts';
import { colours } from '../steps/stepStyles.ts';

/**
 * The panel and the page that opens a link, loaded on demand. Every style here equals one the app
 * already has (a page's title, block and block heading in PageScreen.styles.ts, a range box's
 * label and note, a one-line answer box, the app's buttons): equal styles compile to one class,
 * so every page's CSS carries no new rule for them. A style of its own would add to all of them.
 */
export default defineStyles({
  page: stack(6),
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
  panel: { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'xl', p: { base: 5, md: 7 } },
  panelContent: stack(3),
  heading: { recipe: 'heading', variants: { size: 'lg' } },
  actions: { ...hstack(3), flexWrap: 'wrap', pt: 2 },
  field: stack(2),
  label: { fontSize: 'sm', fontWeight: 'semibold', color: 'gray.700' },
  small: { fontSize: 'sm', color: 'gray.700' },
  input: oneLineBox(colours.border, colours.borderHover),
  primary: actionButton('primary'),
  secondary: actionButton('secondary'),
});
