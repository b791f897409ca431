import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../../components/focusRing.ts';
import { colours } from '../stepStyles.ts';

/** A one-line box (number, email, date, dropdown) in the text step's look: same border, radius, type size and ring. */
export function oneLineBox(border: string, borderHover: string): SystemStyleObject {
  return {
    width: '100%',
    maxWidth: '24rem',
    boxSizing: 'border-box',
    minHeight: '44px',
    paddingX: '12px',
    paddingY: '8px',
    fontSize: '16px', // 16px stops iOS Safari zooming the page on focus.
    lineHeight: '1.5',
    bg: colours.surface,
    color: 'inherit',
    border: '1px solid',
    borderColor: border,
    borderRadius: '8px',
    _hover: { borderColor: borderHover },
    _focusVisible: focusRing,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  };
}
