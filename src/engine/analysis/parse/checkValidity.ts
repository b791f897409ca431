import type { SectionSpec } from '../../content/types.ts';
import { readPath } from '../../template/readPath.ts';
import type { AnalysisResult, ParseSpec } from '../types.ts';

function sectionIsValid(result: AnalysisResult, section: SectionSpec): boolean {
  const value = readPath(result, section.field);
  switch (section.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '';
    case 'list':
      return Array.isArray(value);
    case 'score':
      return typeof value === 'number' && Number.isFinite(value) && value >= section.min && value <= section.max;
  }
}

function itemCount(result: AnalysisResult, field: string): number {
  const value = readPath(result, field);
  return Array.isArray(value) ? value.length : 0;
}

/**
 * The spec's validity rule: every text section non-empty, every score a number inside its
 * bounds, and each list in validity.minItems long enough. `writtenItems` holds how many items the
 * model itself wrote under each list heading it gave: those are judged before any filler padding,
 * so "fewer than N strengths is invalid" holds. A list whose heading is missing altogether takes
 * the spec's lenient fallback (padded from its filler) and is judged after padding.
 */
export function isValidAnalysis(
  result: AnalysisResult,
  spec: Pick<ParseSpec, 'sections' | 'validity'>,
  writtenItems: ReadonlyMap<string, number>,
): boolean {
  return (
    spec.sections.every((section) => sectionIsValid(result, section)) &&
    Object.entries(spec.validity.minItems).every(
      ([field, min]) => (writtenItems.get(field) ?? itemCount(result, field)) >= min,
    )
  );
}
