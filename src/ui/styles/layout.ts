import type { SystemStyleObject } from '@chakra-ui/react';

type Gap = SystemStyleObject['gap'];

/** Children in a column, `gap` apart (what Chakra's Stack drew). */
export const stack = (gap: Gap) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children in a row, centred across it (what Chakra's HStack drew). */
export const hstack = (gap: Gap) => ({ display: 'flex', alignItems: 'center', flexDirection: 'row', gap }) as const;

/** A result's or an error's buttons: a centred row that wraps on a narrow screen. */
export const actionRow = { ...hstack(3), justifyContent: 'center', flexWrap: 'wrap' } as const;
