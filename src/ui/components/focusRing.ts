import type { SystemStyleObject } from '@chakra-ui/react';

/** The one keyboard-focus outline of the app: steps, form controls, cards and buttons alike. */
export const focusRing: SystemStyleObject = {
  outline: '3px solid',
  outlineColor: 'brand.500',
  outlineOffset: '2px',
};
