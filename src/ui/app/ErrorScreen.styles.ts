import { actionButton } from '../styles/buttons.ts';
import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  screen: { textAlign: 'center', py: 16, px: 4 },
  heading: { recipe: 'heading', variants: { size: '2xl' }, css: { mb: 4 } },
  message: { color: 'gray.600', mb: 8 },
  homeLink: actionButton('primary'),
});
