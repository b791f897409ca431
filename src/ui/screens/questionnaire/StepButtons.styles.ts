import { actionButton } from '../../styles/buttons.ts';
import { defineStyles } from '../../styles/defineStyles.ts';
import { hstack } from '../../styles/layout.ts';

export default defineStyles({
  buttons: { ...hstack(3), justifyContent: 'space-between' },
  back: actionButton('secondary'),
  // On a phone Next takes the row beside Back; from sm up it keeps a steady width as its label changes.
  forward: { ...hstack(4), flex: { base: '1', sm: 'initial' }, justifyContent: 'flex-end' },
  next: actionButton('primary', { flex: { base: '1', sm: 'initial' }, minW: { sm: '32' } }),
  // A phone seldom has a keyboard: the hint shows from tablet width up, and is read with the answer box.
  hint: { display: { base: 'none', md: 'block' }, fontSize: 'sm', color: 'gray.600' },
});
