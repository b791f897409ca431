import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../../components/focusRing.ts';
import { defineStyles } from '../../styles/defineStyles.ts';
import { colours } from '../stepStyles.ts';

function point({ checked, disabled }: { checked: boolean; disabled: boolean }): SystemStyleObject {
  return {
    position: 'relative',
    // 24 px is WCAG 2.2's smallest target: eleven NPS points fill one row of a 375 px phone at that
    // width or more, and wrap on a narrower one; from md on each point is at least 48 px.
    flex: '1 1 24px',
    minWidth: { base: '24px', md: '48px' },
    minHeight: '44px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    border: '1px solid',
    borderColor: checked ? 'brand.500' : colours.border,
    bg: checked ? 'brand.500' : colours.surface,
    color: checked ? 'white' : 'inherit',
    borderRadius: '8px',
    fontSize: '16px',
    fontWeight: '600',
    fontVariantNumeric: 'tabular-nums',
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.6 : 1,
    ...(disabled ? {} : { _hover: { borderColor: checked ? 'brand.600' : colours.borderHover } }),
    '&:has(input:focus-visible)': focusRing,
  };
}

export default defineStyles({
  // As wide as its points (the end labels then sit under the end points), never wider than the card.
  scale: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    width: { base: '100%', md: 'fit-content' },
    maxWidth: '100%',
  },
  points: { display: 'flex', flexWrap: { base: 'wrap', md: 'nowrap' }, gap: { base: '2px', sm: '4px', md: '8px' } },
  point: point({ checked: false, disabled: false }),
  pointChecked: point({ checked: true, disabled: false }),
  pointDisabled: point({ checked: false, disabled: true }),
  pointCheckedDisabled: point({ checked: true, disabled: true }),
  pointInvalid: { ...point({ checked: false, disabled: false }), borderColor: colours.invalid },
  // The native radio covers its whole box, invisible: the box is the target, the radio the semantics.
  input: {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    margin: '0',
    opacity: 0,
    cursor: 'inherit',
  },
  ends: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '16px',
    fontSize: '14px',
    color: 'gray.600',
  },
  endHigh: { textAlign: 'right' },
});
