import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../components/focusRing.ts';
import { defineStyles } from '../styles/defineStyles.ts';

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

/** A square icon button: at least 2.25rem (36 px), above WCAG 2.2's 24 px target size. */
const iconButton: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  padding: 0,
  color: '#374151',
  bg: 'white',
  border: '1px solid',
  borderColor: '#d1d5db',
  borderRadius: '0.5rem',
  cursor: 'pointer',
  _hover: { bg: '#f3f4f6', borderColor: '#9ca3af' },
  _focusVisible: focusRing,
  _disabled: { color: '#9ca3af', bg: '#f9fafb', cursor: 'not-allowed' },
};

const arrayItem: SystemStyleObject = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '1rem',
  border: '1px solid',
  borderColor: '#e5e7eb',
  borderRadius: '0.75rem',
  bg: 'white',
  '@media (max-width: 30em)': { flexDirection: 'column' },
};

/** A layout grid column (GridTemplate): the whole row on narrow screens, `span` of its row's 12 columns from 48em. */
const column = (span: number): SystemStyleObject => ({
  gridColumn: '1 / -1',
  minWidth: 0,
  '@media (min-width: 48em)': { gridColumn: `span ${span}` },
});

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
  inlineChoiceList: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem' },
  choice: {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    minHeight: '2.25rem',
    fontSize: '0.9375rem',
    color: '#1f2937',
    cursor: 'pointer',
    '& input': {
      width: '1.125rem',
      height: '1.125rem',
      flexShrink: 0,
      margin: 0,
      accentColor: '#2f5bd3',
      cursor: 'inherit',
    },
    '& input:focus-visible': focusRing,
    '&:has(input:disabled)': { color: '#6b7280', cursor: 'not-allowed' },
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '1.25rem 1.5rem',
    '@media (min-width: 48em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  fullWidthCell: { gridColumn: '1 / -1' },
  /** rjsf's layout grid (`ui:field: LayoutGridField`): a row of 12 columns. */
  layoutRow: { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: '1.25rem 1.5rem' },
  column1: column(1),
  column2: column(2),
  column3: column(3),
  column4: column(4),
  column5: column(5),
  column6: column(6),
  column7: column(7),
  column8: column(8),
  column9: column(9),
  column10: column(10),
  column11: column(11),
  column12: column(12),
  submitRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '1rem',
    marginTop: '2rem',
  },
  submitColumn: { textAlign: 'end' },
  submitButton: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '2.75rem',
    paddingInline: '1.5rem',
    fontFamily: 'inherit',
    fontSize: '1rem',
    fontWeight: 600,
    color: 'white',
    bg: 'brand.600',
    border: 0,
    borderRadius: '0.5rem',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _hover: { bg: 'brand.700' },
    _focusVisible: focusRing,
    _disabled: { bg: '#e5e7eb', color: '#4b5563', cursor: 'not-allowed' },
  },
  hint: { fontSize: '0.875rem', color: '#4b5563', marginTop: '0.5rem' },
  iconButton,
  dangerIconButton: { ...iconButton, _hover: { bg: '#fef2f2', borderColor: '#b91c1c', color: '#b91c1c' } },
  /** A secondary button with an icon and words, e.g. "Add co-founder". */
  addButton: {
    ...iconButton,
    width: 'auto',
    gap: '0.5rem',
    minHeight: '2.75rem',
    height: 'auto',
    paddingInline: '1rem',
    fontFamily: 'inherit',
    fontSize: '0.9375rem',
    fontWeight: 600,
    color: 'brand.700',
    borderColor: 'brand.200',
    _hover: { bg: 'brand.50', borderColor: 'brand.500' },
  },
  /** "Add …" under a list's items or an object's entries. */
  addAfterItems: { marginTop: '0.75rem' },
  /** "Add …" with no item above it. */
  addAlone: { marginTop: 0 },
  /** A list's items. */
  stack: { display: 'grid', gap: '0.75rem' },
  arrayItem,
  arrayItemBody: { flex: '1', minWidth: 0, width: '100%' },
  arrayToolbar: {
    display: 'flex',
    gap: '0.375rem',
    flexShrink: 0,
    paddingTop: '1.75rem',
    '@media (max-width: 30em)': { paddingTop: 0, alignSelf: 'flex-end' },
  },
  /** An additional property: a card like a list item's, its name, value and Remove on one row, wrapping on narrow screens. */
  additionalEntry: { ...arrayItem, flexWrap: 'wrap', '@media (max-width: 30em)': {} },
  entryName: { flex: '1 1 12rem', minWidth: 0 },
  entryValue: { flex: '2 1 16rem', minWidth: 0 },
  entryRemove: { paddingTop: '1.75rem', marginLeft: 'auto' },
  /** A oneOf/anyOf: its option selector above the chosen option's fields. */
  multiSchema: { display: 'grid', gap: '1rem' },
  selectorLabel: { display: 'block' },
  cyclicSchema: { marginTop: '1rem' },
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
