import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../components/focusRing.ts';

/**
 * One option of a choice as a full-width card: a native radio or checkbox wrapped in its label,
 * so the whole card is the click target and the browser gives keys and names. Questionnaire
 * options (src/ui/steps/choice) and form choices (src/ui/forms) share it; the card follows its
 * input's state (checked, disabled, focused) through `:has`, so one class serves every state.
 */
export const choiceCard: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  minHeight: '44px',
  boxSizing: 'border-box',
  padding: '10px 14px',
  fontSize: '16px',
  lineHeight: '1.4',
  color: 'gray.900',
  bg: 'white',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '8px',
  cursor: 'pointer',
  '&:hover': { borderColor: 'gray.400' },
  '&:has(input:checked)': { borderColor: 'brand.500', bg: 'brand.50' },
  '&:has(input:checked):hover': { borderColor: 'brand.600' },
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6, borderColor: 'gray.300' },
  // The ring goes on the whole card so it is visible whatever the input's native look.
  '&:has(input:focus-visible)': focusRing,
  '& input': {
    width: '20px',
    height: '20px',
    flexShrink: 0,
    margin: 0,
    accentColor: 'brand.500',
    cursor: 'inherit',
    outline: 'none',
  },
};
