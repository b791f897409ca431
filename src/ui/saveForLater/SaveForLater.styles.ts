import { actionButton } from '../styles/buttons.ts';
import { defineStyles } from '../styles/defineStyles.ts';
import { hstack } from '../styles/layout.ts';

/**
 * The button that comes with every questionnaire and form. Written as the same styles as a page's
 * actions (PageScreen.styles.ts blockActions) and the app's outlined action: equal styles compile
 * to one class, so every page's CSS carries no new rule for them.
 */
export default defineStyles({
  row: { ...hstack(3), flexWrap: 'wrap', pt: 2 },
  button: actionButton('secondary'),
});
