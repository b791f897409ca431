import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../../components/focusRing.ts';
import { defineStyles } from '../../styles/defineStyles.ts';
import { colours } from '../stepStyles.ts';

function option({ checked, disabled }: { checked: boolean; disabled: boolean }): SystemStyleObject {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    minHeight: '44px',
    boxSizing: 'border-box',
    padding: '10px 14px',
    border: '1px solid',
    borderColor: checked ? 'brand.500' : colours.border,
    bg: checked ? 'brand.50' : colours.surface,
    borderRadius: '8px',
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.6 : 1,
    ...(disabled ? {} : { _hover: { borderColor: checked ? 'brand.600' : colours.borderHover } }),
    // The ring goes on the whole row so it is visible whatever the input's native look.
    '&:has(input:focus-visible)': focusRing,
  };
}

export default defineStyles({
  option: option({ checked: false, disabled: false }),
  optionChecked: option({ checked: true, disabled: false }),
  optionDisabled: option({ checked: false, disabled: true }),
  optionCheckedDisabled: option({ checked: true, disabled: true }),
  input: {
    width: '20px',
    height: '20px',
    flexShrink: 0,
    margin: '0',
    accentColor: 'brand.500',
    cursor: 'inherit',
    _focusVisible: { outline: 'none' },
  },
  label: { fontSize: '16px', lineHeight: '1.4' },
});
