import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../styles/defineStyles.ts';
import { actionRow, stack } from '../styles/layout.ts';

/** SimpleGrid's columns: equal tracks that may shrink below their content's width. */
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

const card = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'xl' } as const;

/** The lists' grid: one column on phones, `mdColumns` from md up (ResultView.tsx picks the count). */
const lists = (mdColumns: number): SystemStyleObject => ({
  display: 'grid',
  gridTemplateColumns: { base: columns(1), md: columns(mdColumns) },
  gap: 5,
});

export default defineStyles({
  result: stack(6),
  header: {
    display: 'flex',
    alignItems: { base: 'stretch', md: 'center' },
    justifyContent: 'space-between',
    flexDirection: { base: 'column', md: 'row' },
    gap: 6,
  },
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
  // From sm up one equal column per sub-score, however many content declares: each badge opens
  // a column of its own, as `repeat(<count>, minmax(0, 1fr))` would lay them out.
  subScores: {
    display: 'grid',
    gridTemplateColumns: { base: columns(1), sm: 'none' },
    gridAutoFlow: { sm: 'column' },
    gridAutoColumns: { sm: 'minmax(0, 1fr)' },
    gap: 4,
  },
  summary: { ...card, p: { base: 5, md: 7 } },
  sectionTitle: { recipe: 'heading', variants: { size: 'md' }, css: { mb: 3 } },
  paragraph: { color: 'gray.700', mb: 2, whiteSpace: 'pre-wrap' },
  listsOneColumn: lists(1),
  listsTwoColumns: lists(2),
  listsThreeColumns: lists(3),
  list: { ...card, p: { base: 5, md: 6 } },
  items: { ps: 5, gap: 2, color: 'gray.700', listStyleType: 'decimal' },
  actions: actionRow,
});
