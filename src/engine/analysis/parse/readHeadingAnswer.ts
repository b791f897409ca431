import type { SectionSpec } from '../../content/types.ts';
import type { AnalysisResult, ParseSpec } from '../types.ts';
import type { ReadAnswer } from './ReadAnswer.ts';
import { fitList, readListItems } from './readList.ts';
import { readScore } from './readScore.ts';
import { readText } from './readText.ts';
import { splitSections } from './splitSections.ts';
import { writePath } from './writePath.ts';

function readSection(
  section: SectionSpec,
  body: readonly string[] | undefined,
  orphanText: string,
): string | string[] | number {
  switch (section.kind) {
    case 'text': {
      const text = body ? readText(body) : orphanText;
      return text !== '' ? text : (section.filler ?? '');
    }
    case 'list':
      return fitList(body ? readListItems(body) : [], section.min, section.max, section.filler);
    case 'score':
      return body ? readScore(body, section) : section.fallback;
  }
}

/**
 * A sectioned prose answer read by its headings (the spec's format, and the fallback for models
 * that give no JSON). Lenient by design: a missing section gets its filler or fallback, and text
 * with no headings at all becomes the summary.
 */
export function readHeadingAnswer(normalised: string, spec: Pick<ParseSpec, 'sections'>): ReadAnswer {
  const lines = normalised.split('\n');
  const { bodies, preamble } = splitSections(lines, spec.sections);
  // Without headings the whole answer is the summary; with them, text before the first heading
  // usually is one too. Either way it goes to the first text section that has no heading of its own.
  const orphan = readText(bodies.size === 0 ? lines : preamble);
  const orphanTaker = spec.sections.find((section) => section.kind === 'text' && !bodies.has(section.field));

  const result: AnalysisResult = {};
  const writtenItems = new Map<string, number>();
  for (const section of spec.sections) {
    const body = bodies.get(section.field);
    if (section.kind === 'list' && body) writtenItems.set(section.field, readListItems(body).length);
    writePath(result, section.field, readSection(section, body, section === orphanTaker ? orphan : ''));
  }
  return { result, writtenItems };
}
