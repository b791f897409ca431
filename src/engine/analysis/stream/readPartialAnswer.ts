import type { SectionSpec } from '../../content/types.ts';
import { readPath } from '../../template/readPath.ts';
import { normaliseResponse } from '../parse/normaliseResponse.ts';
import { readListItems } from '../parse/readList.ts';
import { readText } from '../parse/readText.ts';
import { splitSections } from '../parse/splitSections.ts';
import { writePath } from '../parse/writePath.ts';
import { isJsonAnswer, listItems } from '../parse/readJsonAnswer.ts';
import type { AnalysisResult, ParseSpec } from '../types.ts';
import { closePartialJson } from './closePartialJson.ts';

type Spec = Pick<ParseSpec, 'sections'>;

/** The sections a reader sees filling in: the texts and lists. A score means something only once it is final. */
const shownSections = (spec: Spec) => spec.sections.filter((section) => section.kind !== 'score');

/** 'STREN' or '**Next st' at the very end: a heading still being written, not a line of the summary. */
function isHeadingSoFar(line: string, sections: readonly SectionSpec[]): boolean {
  const words = line
    .replace(/[#*_`>:]/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (words === '') return true;
  return sections.some((section) =>
    section.key
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ')
      .startsWith(words),
  );
}

function fromHeadings(normalised: string, spec: Spec): AnalysisResult {
  const lines = normalised.split('\n');
  const last = lines.at(-1) ?? '';
  if (isHeadingSoFar(last, spec.sections)) lines.pop();
  const { bodies, preamble } = splitSections(lines, spec.sections);
  const orphan = readText(bodies.size === 0 ? lines : preamble);
  const orphanTaker = spec.sections.find((section) => section.kind === 'text' && !bodies.has(section.field));
  const result: AnalysisResult = {};
  for (const section of shownSections(spec)) {
    const body = bodies.get(section.field);
    if (section.kind === 'list') {
      const items = body ? readListItems(body) : [];
      if (items.length > 0) writePath(result, section.field, items);
      continue;
    }
    const text = body ? readText(body) : section === orphanTaker ? orphan : '';
    if (text !== '') writePath(result, section.field, text);
  }
  return result;
}

function fromJson(normalised: string, spec: Spec): AnalysisResult {
  const answer = closePartialJson(normalised.trim());
  const result: AnalysisResult = {};
  if (answer === null || typeof answer !== 'object') return result;
  for (const section of shownSections(spec)) {
    const value = readPath(answer, section.field) ?? readPath(answer, section.key);
    if (section.kind === 'list') {
      const items = listItems(value) ?? [];
      if (items.length > 0) writePath(result, section.field, items);
      continue;
    }
    const text = typeof value === 'string' ? readText(value.split('\n')) : '';
    if (text !== '') writePath(result, section.field, text);
  }
  return result;
}

/**
 * What a streamed answer says so far, for the reader to watch it fill in: the text and list
 * sections written up to now (as the final parser would read them, without its fillers, fallbacks
 * or limits), for a heading answer or a structured (JSON) one alike. A heading still being written
 * at the end is held back, so it never flashes as text. The final result is parseAnalysis's alone.
 */
export function readPartialAnswer(text: string, spec: Spec): AnalysisResult {
  const normalised = normaliseResponse(text);
  return isJsonAnswer(normalised) ? fromJson(normalised, spec) : fromHeadings(normalised, spec);
}
