/** What one typed or pasted cell reads as: a bar height, or why it is not one. */
export type CellReading = { value: number } | { problem: 'not a number' | 'negative' };

/** Plain decimal notation with a point (`12`, `-3.5`, `.25`, `1e3`), nothing else around it. */
const plainNumber = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** A spreadsheet's formatted number with thousands grouped by commas: `1,250` or `12,000.5`. */
const groupedThousands = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** One cell as a bar height: a finite number of 0 or more. */
export function readCell(cell: string, { grouped = false } = {}): CellReading {
  const text = cell.trim();
  const digits = grouped && groupedThousands.test(text) ? text.replace(/,/g, '') : text;
  if (!plainNumber.test(digits)) return { problem: 'not a number' };
  const value = Number(digits);
  if (!Number.isFinite(value)) return { problem: 'not a number' };
  return value < 0 ? { problem: 'negative' } : { value: value === 0 ? 0 : value };
}

/**
 * The cells of pasted text. A spreadsheet column arrives one number a line and a row tab-separated,
 * and a formatted cell may carry a thousands comma (`1,250`), so when lines or tabs separate the
 * cells a comma inside one groups thousands; typed text like `4, 9, 15` is split at its commas.
 * Semicolons and spaces separate too. Decimals use a point.
 */
export function cellsOf(text: string): { cells: string[]; grouped: boolean } {
  const grouped = /[\t\n]/.test(text.trim());
  const cells = text
    .split(/[\s;]+/)
    .flatMap((token) => (grouped && groupedThousands.test(token) ? [token] : token.split(',')))
    .filter((cell) => cell !== '');
  return { cells, grouped };
}

export interface PastedNumbers {
  /** Every cell read as a number, when `problems` is empty. */
  values: number[];
  /** What is wrong, in words, one line each; nothing is applied while there is any. */
  problems: string[];
}

/** How many problems are listed one by one before the rest are counted. */
const listedProblems = 5;

/**
 * Pasted text as bar heights, or what is wrong with it: each cell that is not a number or is
 * negative (by its position and text), and a count that is not the chart's number of bars.
 */
export function readPastedNumbers(text: string, expectedCount: number): PastedNumbers {
  const { cells, grouped } = cellsOf(text);
  if (cells.length === 0) {
    return { values: [], problems: [`Nothing to use yet: paste or type ${expectedCount} numbers, one per bar.`] };
  }
  const values: number[] = [];
  const cellProblems: string[] = [];
  cells.forEach((cell, index) => {
    const reading = readCell(cell, { grouped });
    if ('value' in reading) values.push(reading.value);
    else if (reading.problem === 'negative')
      cellProblems.push(`Number ${index + 1} (${cell}) is below 0: bar heights are 0 or more.`);
    else cellProblems.push(`Number ${index + 1} (“${cell}”) is not a number.`);
  });
  const problems = cellProblems.slice(0, listedProblems);
  if (cellProblems.length > listedProblems)
    problems.push(`…and ${cellProblems.length - listedProblems} more like these.`);
  if (cells.length !== expectedCount) {
    const counted = `${cells.length} number${cells.length === 1 ? '' : 's'}`;
    problems.push(`That is ${counted}; the chart has ${expectedCount} bars, so it needs exactly ${expectedCount}.`);
  }
  return { values: problems.length === 0 ? values : [], problems };
}

/** Bar heights as text to copy into a spreadsheet or edit in the paste box: one row, comma-separated. */
export function numbersAsText(values: readonly number[]): string {
  return values.join(', ');
}
