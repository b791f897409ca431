import type { SystemStyleObject } from '@chakra-ui/react';
import type { RecipeStyle } from './defineStyles.ts';

/**
 * The app's one button scale: every action on a form, a questionnaire, a result or an error is
 * the theme's button at size lg (44 px high, above WCAG 2.2's target size) in semibold, filled
 * for the way forward and outlined for the others, so no screen's buttons look lighter or
 * heavier than another's.
 */
export function actionButton(look: 'primary' | 'secondary', css: SystemStyleObject = {}): RecipeStyle {
  return {
    recipe: 'button',
    variants: { variant: look === 'primary' ? 'solid' : 'outline', size: 'lg' },
    css: { colorPalette: 'brand', fontWeight: 'semibold', ...css },
  };
}
