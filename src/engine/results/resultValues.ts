import type { JsonObject, ResultView } from '../content/types.ts';
import { readPath } from '../template/readPath.ts';

export interface ResultDisplay {
  score: number | undefined;
  summary: string;
  lists: { heading: string; items: string[] }[];
  subScores: { label: string; score: number | undefined }[];
}

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function asItems(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** What a result view shows, read from the result by the fields the view names. */
export function resultDisplay(view: ResultView, values: JsonObject): ResultDisplay {
  const summary = readPath(values, view.summaryField);
  return {
    score: asNumber(readPath(values, view.scoreField)),
    summary: typeof summary === 'string' ? summary : '',
    lists: view.lists.map((list) => ({ heading: list.heading, items: asItems(readPath(values, list.field)) })),
    subScores: (view.subScores ?? []).map((sub) => ({
      label: sub.label,
      score: asNumber(readPath(values, sub.field)),
    })),
  };
}
