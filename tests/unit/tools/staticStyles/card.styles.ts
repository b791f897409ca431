import { defineStyles } from '../../../../src/ui/styles/defineStyles.ts';
import { focusRing } from '../../../../src/ui/components/focusRing.ts';

export default defineStyles({
  card: { bg: 'white', p: { base: 4, md: 6 }, borderRadius: 'lg', _focusVisible: focusRing },
  submit: { recipe: 'button', variants: { variant: 'outline', size: 'lg' }, css: { colorPalette: 'brand', w: 'full' } },
});
