import type { JsonValue, SectionSpec } from '../../content/types.ts';
import { readPath } from '../../template/readPath.ts';
import { AnalysisError } from '../AnalysisError.ts';
import type { AnalysisResult, ParseSpec } from '../types.ts';
import { cleanLine } from './cleanLine.ts';
import type { ReadAnswer } from './ReadAnswer.ts';
import { fitList, readListItems } from './readList.ts';
import { readScore } from './readScore.ts';
import { readText } from './readText.ts';
import { writePath } from './writePath.ts';

/** Whether the answer is a JSON object (a structured answer) rather than sectioned prose. */
export function isJsonAnswer(normalised: string): boolean {
  return normalised.trimStart().startsWith('{');
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    // The text starts with '{' (isJsonAnswer), so whatever parses is an object.
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A list's items as the model wrote them: an array of strings, or one string of lines if it gave that. */
export function listItems(value: unknown): string[] | undefined {
  if (typeof value === 'string') return readListItems(value.split('\n'));
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((item): item is string => typeof item === 'string')
    .map(cleanLine)
    .filter((item) => item !== '');
}

/** One section's value, read as leniently as its heading would be; `written` counts a list's own items. */
function readSection(section: SectionSpec, value: unknown): { value: JsonValue; written?: number } {
  switch (section.kind) {
    case 'text': {
      const text = typeof value === 'string' ? readText(value.split('\n')) : '';
      return { value: text !== '' ? text : (section.filler ?? '') };
    }
    case 'list': {
      const items = listItems(value);
      return { value: fitList(items ?? [], section.min, section.max, section.filler), written: items?.length };
    }
    case 'score':
      return {
        value:
          typeof value === 'number' || typeof value === 'string'
            ? readScore([String(value)], section)
            : section.fallback,
      };
  }
}

/**
 * A structured answer: the JSON object the analysis's answer schema asks for, each section read
 * from its field (or, from a model that used the headings as names, from its key) with the same
 * leniency as the heading parser. An answer that starts as JSON but does not parse (cut off at
 * the token limit, say) is a parse failure: read as prose it would become a summary of braces.
 */
export function readJsonAnswer(normalised: string, spec: Pick<ParseSpec, 'sections' | 'messages'>): ReadAnswer {
  const answer = parseObject(normalised);
  if (!answer) throw new AnalysisError('parse', spec.messages.parseFailed);
  const result: AnalysisResult = {};
  const writtenItems = new Map<string, number>();
  for (const section of spec.sections) {
    const { value, written } = readSection(section, readPath(answer, section.field) ?? readPath(answer, section.key));
    if (written !== undefined) writtenItems.set(section.field, written);
    writePath(result, section.field, value);
  }
  return { result, writtenItems };
}
