import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../../components/focusRing.ts';
import { actionButton } from '../../styles/buttons.ts';
import { defineStyles } from '../../styles/defineStyles.ts';

// The form theme's sizes are plain CSS lengths and its colours plain values, brand.* aside: they
// were drawn for a system without Chakra's tokens and keep their exact look.

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

/** The form theme's buttons: submit, icon buttons (list moves, copy, remove) and "Add …". */
export default defineStyles({
  /** The footer (e.g. Back) and the submit button: a row, or on a phone a column of full-width buttons. */
  submitRow: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    flexWrap: 'wrap',
    alignItems: { base: 'stretch', sm: 'flex-start' },
    justifyContent: 'space-between',
    gap: '1rem',
    marginTop: '2rem',
  },
  submitFooter: { display: 'flex', flexDirection: 'column', _empty: { display: 'none' } },
  /**
   * Always at the row's end, the button at its right edge: the hint under it may be wider, and as
   * it shrinks and goes when the form is complete the button must not move.
   */
  submitColumn: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: { base: 'stretch', sm: 'flex-end' },
    marginInlineStart: { sm: 'auto' },
    maxWidth: { sm: '28rem' },
  },
  submitButton: actionButton('primary'),
  hint: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: { base: 'center', sm: 'flex-end' },
    gap: '0.25rem',
    fontSize: '0.875rem',
    color: '#4b5563',
    marginTop: '0.5rem',
    textAlign: { base: 'center', sm: 'end' },
  },
  /** The fields still empty, and those to correct: a line each. */
  hintLine: { display: 'block' },
  /** The hint's "Go to …": a link-like button, 44 px tall for a finger. */
  hintAction: {
    minHeight: '2.75rem',
    paddingInline: '0.25rem',
    bg: 'transparent',
    border: 'none',
    color: 'brand.700',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    _hover: { color: 'brand.800' },
    _focusVisible: focusRing,
  },
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
});
