import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  buttons: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexDirection: 'row',
    gap: '0.5rem',
  },
  back: { recipe: 'button', variants: { variant: 'outline' }, css: { colorPalette: 'gray' } },
  next: { recipe: 'button', css: { colorPalette: 'brand', minW: '32' } },
});
