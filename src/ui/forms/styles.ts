import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../components/focusRing.ts';

// The app's system is built on defaultBaseConfig (no recipes, only the brand colour tokens), so
// sizes are plain CSS lengths and colours other than brand.* are plain values.

export const labelStyles: SystemStyleObject = {
  display: 'block',
  fontWeight: 600,
  fontSize: '0.9375rem',
  color: '#1f2937',
  marginBottom: '0.25rem',
  padding: 0,
};

export const requiredMarkStyles: SystemStyleObject = {
  color: '#b91c1c',
  marginInlineStart: '0.25rem',
};

export const descriptionStyles: SystemStyleObject = {
  fontSize: '0.875rem',
  color: '#4b5563',
  marginTop: 0,
  marginBottom: '0.5rem',
};

export const errorStyles: SystemStyleObject = {
  fontSize: '0.875rem',
  color: '#b91c1c',
  marginTop: '0.375rem',
  listStyle: 'none',
  padding: 0,
};

export const controlStyles: SystemStyleObject = {
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

export const textareaStyles: SystemStyleObject = {
  ...controlStyles,
  resize: 'vertical',
  minHeight: '5.5rem',
};

export const fieldsetStyles: SystemStyleObject = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
};

export const legendStyles: SystemStyleObject = {
  ...labelStyles,
  float: 'none',
};

export const choiceListStyles: SystemStyleObject = {
  display: 'grid',
  gap: '0.5rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
};

export const inlineChoiceListStyles: SystemStyleObject = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
};

export const choiceStyles: SystemStyleObject = {
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
};

export const gridStyles: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem 1.5rem',
  '@media (min-width: 48em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
};

export const submitRowStyles: SystemStyleObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '1rem',
  marginTop: '2rem',
};

export const submitButtonStyles: SystemStyleObject = {
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
};

export const hintStyles: SystemStyleObject = {
  fontSize: '0.875rem',
  color: '#4b5563',
  marginTop: '0.5rem',
};

/** A square icon button: at least 2.25rem (36 px), above WCAG 2.2's 24 px target size. */
export const iconButtonStyles: SystemStyleObject = {
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

export const dangerIconButtonStyles: SystemStyleObject = {
  ...iconButtonStyles,
  _hover: { bg: '#fef2f2', borderColor: '#b91c1c', color: '#b91c1c' },
};

/** A secondary button with an icon and words, e.g. "Add co-founder". */
export const addButtonStyles: SystemStyleObject = {
  ...iconButtonStyles,
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
};

export const arrayItemStyles: SystemStyleObject = {
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

/** An additional property: a card like a list item's, its name, value and Remove on one row, wrapping on narrow screens. */
export const additionalEntryStyles: SystemStyleObject = {
  ...arrayItemStyles,
  flexWrap: 'wrap',
  '@media (max-width: 30em)': {},
};

export const arrayToolbarStyles: SystemStyleObject = {
  display: 'flex',
  gap: '0.375rem',
  flexShrink: 0,
  paddingTop: '1.75rem',
  '@media (max-width: 30em)': { paddingTop: 0, alignSelf: 'flex-end' },
};

export const stackStyles: SystemStyleObject = {
  display: 'grid',
  gap: '0.75rem',
};

export const rangeStyles: SystemStyleObject = {
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
};

export const errorListStyles: SystemStyleObject = {
  padding: '1rem',
  marginBottom: '1.5rem',
  border: '1px solid',
  borderColor: '#fecaca',
  borderRadius: '0.75rem',
  bg: '#fef2f2',
  color: '#991b1b',
  fontSize: '0.9375rem',
  '& ul': { margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' },
};
