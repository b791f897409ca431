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
