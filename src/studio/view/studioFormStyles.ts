import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The look of rjsf's own field templates inside the Studio, in the app's tokens: the Studio
 * generates every form from the content schemas, so it styles rjsf's markup rather than
 * replacing its templates.
 */
export const studioFormStyles: SystemStyleObject = {
  '& fieldset': { border: 'none', padding: 0, margin: 0, minWidth: 0 },
  '& fieldset fieldset': {
    borderLeftWidth: '2px',
    borderColor: 'gray.200',
    paddingLeft: 4,
    marginTop: 2,
  },
  '& legend': { fontWeight: 'semibold', fontSize: 'md', color: 'gray.900', paddingTop: 2, paddingBottom: 1 },
  '& .form-group': { marginBottom: 4 },
  // A field the uiSchema hides (an option's follow-up, edited under Follow-up questions) stays in the form's data.
  '& .hidden': { display: 'none' },
  '& label, & .control-label': {
    display: 'block',
    fontWeight: 'medium',
    fontSize: 'sm',
    color: 'gray.800',
    marginBottom: 1,
  },
  '& .field-description, & .help-block': { fontSize: 'xs', color: 'gray.600', marginBottom: 1 },
  '& input:not([type=checkbox]):not([type=radio]), & textarea, & select': {
    width: '100%',
    boxSizing: 'border-box',
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'md',
    paddingX: 3,
    paddingY: 2,
    fontSize: 'sm',
    background: 'white',
    color: 'gray.900',
  },
  '& textarea': { fontFamily: 'inherit', lineHeight: 'short', resize: 'vertical' },
  '& input:focus-visible, & textarea:focus-visible, & select:focus-visible, & button:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.500',
    outlineOffset: '1px',
  },
  '& .has-error input, & .has-error textarea, & .has-error select': { borderColor: 'red.600' },
  '& .error-detail': { listStyleType: 'none', padding: 0, margin: 0, marginTop: 1 },
  '& .text-danger, & .error-detail li': { color: 'red.700', fontSize: 'sm' },
  '& .checkbox label': { display: 'flex', gap: 2, alignItems: 'center' },
  '& .array-item': {
    display: 'flex',
    gap: 2,
    alignItems: 'flex-start',
    padding: 2,
    borderRadius: 'md',
    background: 'gray.50',
    marginBottom: 2,
  },
  '& .array-item > .col-xs-9, & .array-item > div:first-of-type': { flex: 1, minWidth: 0 },
  '& .array-item-toolbox .btn-group': { display: 'flex', gap: 1, marginTop: 6 },
  '& .btn': {
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'md',
    background: 'white',
    color: 'gray.800',
    paddingX: 2,
    paddingY: 1,
    fontSize: 'sm',
    minWidth: 8,
    cursor: 'pointer',
  },
  '& .btn:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  '& .btn-add': { color: 'brand.700', borderColor: 'brand.200', background: 'brand.50', paddingX: 3 },
  '& .btn-add::after': { content: '"Add item"', marginLeft: 1 },
  '& .glyphicon-plus::before': { content: '"+"' },
  '& .glyphicon-remove::before': { content: '"✕"' },
  '& .glyphicon-arrow-up::before': { content: '"↑"' },
  '& .glyphicon-arrow-down::before': { content: '"↓"' },
  '& .glyphicon-copy::before': { content: '"⧉"' },
  '& .glyphicon': { fontStyle: 'normal' },
  '& .row': { display: 'block' },
};
