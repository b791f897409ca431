import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../../styles/defineStyles.ts';

// The form theme's sizes are plain CSS lengths and its colours plain values, brand.* aside: they
// were drawn for a system without Chakra's tokens and keep their exact look.

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

/** The form theme's lists: each item's card and toolbar, and additional properties' entries. */
export default defineStyles({
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
});
