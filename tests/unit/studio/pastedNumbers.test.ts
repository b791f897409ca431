import { describe, expect, it } from 'vitest';
import { cellsOf, numbersAsText, readCell, readPastedNumbers } from '../../../src/studio/model/pastedNumbers.ts';

const bars = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('reading pasted bar heights', () => {
  it('takes a spreadsheet column, a tab-separated row and a typed comma list alike', () => {
    const expected = bars(5);
    expect(readPastedNumbers('1\n2\n3\n4\n5\n', 5)).toEqual({ values: expected, problems: [] });
    expect(readPastedNumbers('1\t2\t3\t4\t5', 5)).toEqual({ values: expected, problems: [] });
    expect(readPastedNumbers('1, 2,3 ;4 5', 5)).toEqual({ values: expected, problems: [] });
    expect(readPastedNumbers('\r\n1\r\n2\r\n3\r\n4\r\n5\r\n', 5)).toEqual({ values: expected, problems: [] });
  });

  it('reads decimals, exponents and thousands grouped by a spreadsheet, and -0 as 0', () => {
    expect(readPastedNumbers('1,250\n0.5\n.25\n1e3\n-0', 5)).toEqual({
      values: [1250, 0.5, 0.25, 1000, 0],
      problems: [],
    });
    // Typed on one line, a comma separates: 1,250 is two numbers.
    expect(readPastedNumbers('1,250', 2)).toEqual({ values: [1, 250], problems: [] });
  });

  it('names each cell that is not a number or is negative, by position, and applies nothing', () => {
    expect(readPastedNumbers('4\nabc\n-2\n7', 4)).toEqual({
      values: [],
      problems: ['Number 2 (“abc”) is not a number.', 'Number 3 (-2) is below 0: bar heights are 0 or more.'],
    });
    expect(readPastedNumbers('1e999, 3', 2).problems).toEqual(['Number 1 (“1e999”) is not a number.']);
  });

  it('says how many numbers there are against the bars the chart has', () => {
    expect(readPastedNumbers(numbersAsText(bars(48)), 50)).toEqual({
      values: [],
      problems: ['That is 48 numbers; the chart has 50 bars, so it needs exactly 50.'],
    });
    expect(readPastedNumbers('7', 50).problems).toEqual([
      'That is 1 number; the chart has 50 bars, so it needs exactly 50.',
    ]);
    expect(readPastedNumbers('  \n\t ', 50).problems).toEqual([
      'Nothing to use yet: paste or type 50 numbers, one per bar.',
    ]);
  });

  it('lists the first five bad cells and counts the rest', () => {
    const { problems } = readPastedNumbers(Array.from({ length: 8 }, () => 'x').join('\n'), 8);
    expect(problems).toHaveLength(6);
    expect(problems[5]).toBe('…and 3 more like these.');
  });

  it('reads one typed cell', () => {
    expect(readCell(' 12.5 ')).toEqual({ value: 12.5 });
    expect(readCell('')).toEqual({ problem: 'not a number' });
    expect(readCell('1,250')).toEqual({ problem: 'not a number' });
    expect(readCell('1,250', { grouped: true })).toEqual({ value: 1250 });
    expect(readCell('-1')).toEqual({ problem: 'negative' });
  });

  it('splits cells, and writes values back as one comma-separated row', () => {
    expect(cellsOf('1\t2,000\n3')).toEqual({ cells: ['1', '2,000', '3'], grouped: true });
    expect(cellsOf('1, 2')).toEqual({ cells: ['1', '2'], grouped: false });
    expect(numbersAsText([4, 9.5, 0])).toBe('4, 9.5, 0');
    expect(readPastedNumbers(numbersAsText([4, 9.5, 0]), 3).values).toEqual([4, 9.5, 0]);
  });
});
