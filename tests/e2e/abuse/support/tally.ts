import { afterAll } from 'vitest';

/**
 * Counts the cases an abuse file tries, per family, and prints them when the file is done, so a
 * run says how much was tried and not only that nothing failed.
 */
export function tally(family: string): { add: (count?: number) => void; readonly count: number } {
  let count = 0;
  afterAll(() => {
    console.log(`abuse suite · ${family}: ${count} cases tried`);
  });
  return {
    add(by = 1) {
      count += by;
    },
    get count() {
      return count;
    },
  };
}
