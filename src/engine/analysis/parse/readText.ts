import { cleanLine } from './cleanLine.ts';

/** A text section: cleaned non-blank lines, kept as separate lines (the canvas summary is multi-line). */
export function readText(lines: readonly string[]): string {
  return lines
    .map(cleanLine)
    .filter((line) => line !== '')
    .join('\n');
}
