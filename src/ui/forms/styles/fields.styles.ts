import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../../components/focusRing.ts';
import { choiceCard } from '../../styles/choiceCard.ts';
import { defineStyles } from '../../styles/defineStyles.ts';

// The form theme's sizes are plain CSS lengths and its colours plain values, brand.* aside: they
// were drawn for a system without Chakra's tokens and keep their exact look.

const label: SystemStyleObject = {
  display: 'block',
  fontWeight: 600,
  fontSize: '0.9375rem',
  color: '#1f2937',
  marginBottom: '0.25rem',
  padding: 0,
};

const description: SystemStyleObject = {
  fontSize: '0.875rem',
  color: '#4b5563',
  marginTop: 0,
  marginBottom: '0.5rem',
};

const errorGap = '0.375rem';
/** One line of a field's error, reserved under every control. */
const errorLine = '1.3125rem';

const error: SystemStyleObject = {
  fontSize: '0.875rem',
  color: '#b91c1c',
  marginTop: errorGap,
  listStyle: 'none',
  padding: 0,
};

const control: SystemStyleObject = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  fontFamily: 'inherit',
  minHeight: '2.75rem',
  paddingInline: '0.75rem',
  paddingBlock: '0.5rem',
  fontSize: '1rem',
  lineHeight: 1.5,
  color: '#111827',
  bg: 'white',
  border: '1px solid',
  borderColor: '#9ca3af',
  borderRadius: '0.5rem',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _placeholder: { color: '#6b7280' },
  _hover: { borderColor: '#6b7280' },
  _focusVisible: { ...focusRing, borderColor: 'brand.500' },
  _disabled: { bg: '#f3f4f6', color: '#6b7280', cursor: 'not-allowed' },
  '&[aria-invalid=true]': { borderColor: '#b91c1c' },
};

/** The form theme's fields: labels, descriptions, errors, controls, choices and the range input. */
export default defineStyles({
  label,
  requiredMark: { color: '#b91c1c', marginInlineStart: '0.25rem' },
  description,
  /** A description or help text under its control. */
  controlNote: { ...description, marginTop: '0.375rem', marginBottom: 0 },
  error,
  errorSlot: { minHeight: `calc(${errorLine} + ${errorGap})` },
  fieldErrors: { ...error, lineHeight: errorLine, margin: 0, paddingTop: errorGap },
  control,
  /** A number box with its format's sign beside it ($ before, % or x after). */
  affixed: { display: 'flex', alignItems: 'center', gap: '0.5rem' },
  affix: { fontSize: '1rem', color: '#374151', flexShrink: 0 },
  /** A number as its format reads it ($300,000), under its box. */
  reading: { marginTop: '0.375rem', marginBottom: 0, fontSize: '0.9375rem', fontWeight: 600, color: '#374151' },
  textarea: { ...control, resize: 'vertical', minHeight: '5.5rem' },
  fieldset: { border: 0, margin: 0, padding: 0, minWidth: 0 },
  legend: { ...label, float: 'none' },
  /** rjsf's hidden widget and hidden properties: in the DOM, not on screen. */
  hiddenField: { display: 'none' },
  choiceList: {
    display: 'grid',
    gap: '0.5rem',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  },
  // Side by side, each card growing to share the row (Yes / No), wrapping on a phone.
  inlineChoiceList: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', '& > *': { flex: '1 1 10rem' } },
  /** A radio's, a checkbox's or a boolean's option: the questionnaire's option card. */
  choice: choiceCard,
  selectorLabel: { display: 'block' },
  /** OptionalDataControlsTemplate's "no data" note. */
  noData: { color: '#4b5563' },
  range: { display: 'flex', alignItems: 'center', gap: '1rem' },
  rangeInput: {
    display: 'block',
    width: '100%',
    height: '2.75rem',
    margin: 0,
    bg: 'transparent',
    appearance: 'none',
    cursor: 'pointer',
    '&::-webkit-slider-runnable-track': { height: '0.375rem', borderRadius: '9999px', bg: '#d1d5db' },
    '&::-moz-range-track': { height: '0.375rem', borderRadius: '9999px', bg: '#d1d5db' },
    '&::-moz-range-progress': { height: '0.375rem', borderRadius: '9999px', bg: 'brand.600' },
    '&::-webkit-slider-thumb': {
      appearance: 'none',
      width: '1.5rem',
      height: '1.5rem',
      marginTop: '-0.5625rem',
      borderRadius: '9999px',
      bg: 'white',
      border: '2px solid',
      borderColor: 'brand.600',
    },
    '&::-moz-range-thumb': {
      width: '1.25rem',
      height: '1.25rem',
      borderRadius: '9999px',
      bg: 'white',
      border: '2px solid',
      borderColor: 'brand.600',
    },
    _focusVisible: { outline: 'none', '&::-webkit-slider-thumb': focusRing, '&::-moz-range-thumb': focusRing },
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
  },
  rangeValue: { minWidth: '3ch', textAlign: 'end', fontWeight: 600, color: '#1f2937' },
  /** Every error of the form at its top (ErrorListTemplate). */
  errorList: {
    padding: '1rem',
    marginBottom: '1.5rem',
    border: '1px solid',
    borderColor: '#fecaca',
    borderRadius: '0.75rem',
    bg: '#fef2f2',
    color: '#991b1b',
    fontSize: '0.9375rem',
    '& ul': { margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' },
  },
  errorListTitle: { fontWeight: 600, margin: 0 },
});
