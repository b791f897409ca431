import { defineStyles } from '../../styles/defineStyles.ts';
import { hstack } from '../../styles/layout.ts';

export default defineStyles({
  buttons: { ...hstack('0.5rem'), justifyContent: 'space-between' },
  back: { recipe: 'button', variants: { variant: 'outline' }, css: { colorPalette: 'gray' } },
  next: { recipe: 'button', css: { colorPalette: 'brand', minW: '32' } },
});
