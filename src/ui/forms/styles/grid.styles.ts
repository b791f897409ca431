import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../../styles/defineStyles.ts';

// The form theme's sizes are plain CSS lengths and its colours plain values, brand.* aside: they
// were drawn for a system without Chakra's tokens and keep their exact look.

/** A layout grid column (GridTemplate): the whole row on narrow screens, `span` of its row's 12 columns from 48em. */
const column = (span: number): SystemStyleObject => ({
  gridColumn: '1 / -1',
  minWidth: 0,
  '@media (min-width: 48em)': { gridColumn: `span ${span}` },
});

/** The form theme's layout: an object's two-column grid, rjsf's 12-column layout grid, oneOf/anyOf and cyclic schemas. */
export default defineStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '0.75rem 1.5rem',
    '@media (min-width: 48em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  fullWidthCell: { gridColumn: '1 / -1' },
  /** rjsf's layout grid (`ui:field: LayoutGridField`): a row of 12 columns. */
  layoutRow: { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: '0.75rem 1.5rem' },
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
  /** A oneOf/anyOf: its option selector above the chosen option's fields. */
  multiSchema: { display: 'grid', gap: '1rem' },
  cyclicSchema: { marginTop: '1rem' },
});
