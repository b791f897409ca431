import type { SystemStyleObject } from '@chakra-ui/react';

type Gap = SystemStyleObject['gap'];

/** Children in a column, `gap` apart (what Chakra's Stack drew). */
export const stack = (gap: Gap) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children in a row, centred across it (what Chakra's HStack drew). */
export const hstack = (gap: Gap) => ({ display: 'flex', alignItems: 'center', flexDirection: 'row', gap }) as const;

/** A result's or an error's buttons: a centred row, or on a phone a column of full-width buttons. */
export const actionRow = {
  ...hstack(3),
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'center',
  flexWrap: 'wrap',
} as const;

/**
 * The one content width: forms, questionnaires, results, pages and the header's brand share this
 * column (src/ui/app/Layout.styles.ts), so no screen starts further left or runs wider than another.
 */
export const contentColumn = { w: 'full', maxW: '3xl', mx: 'auto' } as const;
