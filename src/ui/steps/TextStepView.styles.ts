import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../components/focusRing.ts';
import { defineStyles } from '../styles/defineStyles.ts';
import { colours } from './stepStyles.ts';

function field(border: string, borderHover: string): SystemStyleObject {
  return {
    width: '100%',
    boxSizing: 'border-box', // No global reset is assumed; padding must not widen it past 100%.
    minHeight: '128px',
    padding: '12px',
    fontSize: '16px', // 16px stops iOS Safari zooming the page on focus.
    lineHeight: '1.5',
    bg: colours.surface,
    border: '1px solid',
    borderColor: border,
    borderRadius: '8px',
    resize: 'vertical',
    _hover: { borderColor: borderHover },
    _focusVisible: focusRing,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  };
}

export default defineStyles({
  field: field(colours.border, colours.borderHover),
  fieldInvalid: field(colours.invalid, colours.invalid),
});
