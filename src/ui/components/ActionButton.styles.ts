import { actionButton } from '../styles/buttons.ts';
import { defineStyles } from '../styles/defineStyles.ts';

/** Content's primary and secondary actions, on the app's one button scale (src/ui/styles/buttons.ts). */
export default defineStyles({
  primary: actionButton('primary'),
  secondary: actionButton('secondary'),
});
