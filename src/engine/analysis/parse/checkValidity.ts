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

function hasMinItems(result: AnalysisResult, field: string, min: number): boolean {
  const value = readPath(result, field);
  return Array.isArray(value) && value.length >= min;
}

/**
 * The spec's validity rule: every text section non-empty, every score a number inside its
 * bounds, and each list in validity.minItems long enough. Filler padding normally satisfies the
 * counts; this catches a content file whose filler is shorter than its minimum, and empty summaries.
 */
export function isValidAnalysis(result: AnalysisResult, spec: Pick<ParseSpec, 'sections' | 'validity'>): boolean {
  return (
    spec.sections.every((section) => sectionIsValid(result, section)) &&
    Object.entries(spec.validity.minItems).every(([field, min]) => hasMinItems(result, field, min))
  );
}
