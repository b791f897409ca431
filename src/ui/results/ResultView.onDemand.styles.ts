import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../styles/defineStyles.ts';
import { actionButton } from '../styles/buttons.ts';
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

/**
 * The printed page's rules, each for its elements on a page that shows a result (`body:has(&)`).
 * Chakra's types know selectors that start or end with `&`; these hold it inside, which its css()
 * and emotion resolve as they do the others (`body:has(.s-…) main`).
 */
const printedPage: Record<string, SystemStyleObject> = {
  // The app's header and skip link (src/ui/app/Layout.tsx) by their elements: marking them would
  // add bytes to every page for the sake of a result's print.
  'body:has(&) header': { display: 'none' },
  'body:has(&) a[href="#main"]': { display: 'none' },
  'body:has(&) [data-print=omit]': { display: 'none' },
  // Printed with its colours (the score's band), from the top of the sheet.
  'body:has(&) main': { py: 0, printColorAdjust: 'exact' },
  'body:has(&) [data-print=whole]': { breakInside: 'avoid' },
};

/**
 * A result's styles load with its code, which always loads on demand (outcomeViews.tsx,
 * ResultsScreenView.tsx), not inline in every page (`*.onDemand.styles.ts`, tools/vite/staticStyles).
 */
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
  /** The line under the title: for whom, and when. */
  prepared: { color: 'gray.600', mt: 1 },
  /**
   * A printed result (Download PDF, or the browser's own Print while a result shows) is the result
   * alone. The element with this class is inside the result, so the rules act only while one is on
   * the page. The app's header and skip link are hidden; elements mark themselves with `data-print`:
   * `omit` (the result's buttons), `whole` (a card kept on one page where it fits).
   */
  printedPage: { _print: printedPage },
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
  print: actionButton('secondary'),
});
