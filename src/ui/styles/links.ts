import type { RecipeStyle } from './defineStyles.ts';

/**
 * A link among text-free links (the home page's links under the cards, the header's languages):
 * underlined in the brand's colour. One style object for both, so the build compiles one class.
 */
export const underlinedLink: RecipeStyle = {
  recipe: 'link',
  css: { color: 'brand.700', fontWeight: 'medium', textDecoration: 'underline' },
};
