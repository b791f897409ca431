import { defineStyles, type StaticStyle } from '../styles/defineStyles.ts';

const button = (variant: 'solid' | 'outline', size: 'md' | 'lg'): StaticStyle => ({
  recipe: 'button',
  variants: { variant, size },
  css: { colorPalette: 'brand' },
});

/** Content's primary and secondary actions, each at the two sizes ActionButton takes. */
export default defineStyles({
  primary: button('solid', 'md'),
  primaryLarge: button('solid', 'lg'),
  secondary: button('outline', 'md'),
  secondaryLarge: button('outline', 'lg'),
});
