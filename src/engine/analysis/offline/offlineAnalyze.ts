import type { AnalysisContent, SectionSpec } from '../../content/types.ts';
import type { AnalysisInput } from '../types.ts';
import { readPath } from '../../template/readPath.ts';
import { fitList } from '../parse/readList.ts';
import { rateCriterion, type CriterionRating } from './rateCriterion.ts';

type OfflineSpec = Pick<AnalysisContent, 'sections' | 'rubric'>;
type ListSection = Extract<SectionSpec, { kind: 'list' }>;
type ScoreSection = Extract<SectionSpec, { kind: 'score' }>;

/** An answer at three quarters of full marks reads as a strength; below that, as something to work on. */
const strongRating = 0.75;
const isStrong = (entry: CriterionRating): boolean => entry.rating >= strongRating;
const needsWork = (entry: CriterionRating): boolean => entry.rating < strongRating;

const byRatingDesc = (a: CriterionRating, b: CriterionRating): number => b.rating - a.rating;
const byRatingAsc = (a: CriterionRating, b: CriterionRating): number => a.rating - b.rating;

function labels(ratings: readonly CriterionRating[]): string {
  return ratings.map((entry) => entry.criterion.label).join(', ');
}

/** The screen says the analysis is offline (messages.offlineNotice); the summary speaks of the answers. */
function summaryLines(ratings: readonly CriterionRating[]): string[] {
  const best = [...ratings].sort(byRatingDesc).filter(isStrong).slice(0, 2);
  const worst = [...ratings].sort(byRatingAsc).filter(needsWork).slice(0, 2);
  const lines: string[] = [];
  if (best.length > 0) lines.push(`Strongest areas: ${labels(best)}.`);
  if (worst.length > 0) lines.push(`Areas that need more detail: ${labels(worst)}.`);
  if (lines.length === 0) lines.push('Every answer needs more detail before it can be judged.');
  return lines;
}

/**
 * What a list section holds, judged by its name: strengths from the strong answers, weaknesses from
 * those that need work, and any other list (recommendations, next steps) advice for answers that
 * need work and were not yet advised on, so two advice lists do not repeat each other. A list left
 * short is padded with the section's filler (as a model's answer must reach validity.minItems on its
 * own), never with advice that contradicts a strong answer.
 */
function listItems(section: ListSection, ratings: readonly CriterionRating[], advised: Set<CriterionRating>): string[] {
  const name = `${section.key} ${section.field}`;
  if (/strength/i.test(name)) {
    return [...ratings]
      .sort(byRatingDesc)
      .filter(isStrong)
      .slice(0, section.max)
      .map((entry) => entry.criterion.strength);
  }
  if (/weak|improve|risk|challenge/i.test(name)) {
    return [...ratings]
      .sort(byRatingAsc)
      .filter(needsWork)
      .slice(0, section.max)
      .map((entry) => entry.criterion.weakness);
  }
  const picked = [...ratings]
    .sort(byRatingAsc)
    .filter((entry) => needsWork(entry) && !advised.has(entry))
    .slice(0, section.max);
  for (const entry of picked) advised.add(entry);
  return picked.map((entry) => entry.criterion.recommendation);
}

/** A score section's value: the mean rating of the criteria that name it (all when none do), on its scale. */
function scoreValue(section: ScoreSection, ratings: readonly CriterionRating[]): number {
  const named = ratings.filter((entry) => entry.criterion.score === section.field);
  const pool = named.length > 0 ? named : ratings;
  if (pool.length === 0) return section.fallback;
  const mean = pool.reduce((sum, entry) => sum + entry.rating, 0) / pool.length;
  return Math.round(section.min + (section.max - section.min) * mean);
}

/**
 * The analysis written without a model: the answers scored against the rubric and set out as the
 * same sectioned text a provider returns, so parseAnalysis (and every check after it) treats both
 * alike. Deterministic: the same answers always give the same text.
 */
export function offlineAnalyze(input: AnalysisInput, analysis: OfflineSpec): string {
  // An optional criterion whose answer was never given (a form field the visitor was not shown) is left out.
  const asked = analysis.rubric.filter(
    (criterion) => criterion.optional !== true || readPath(input, criterion.field) !== undefined,
  );
  const ratings = asked.map((criterion) => rateCriterion(criterion, input));
  const advised = new Set<CriterionRating>();
  let summaryWritten = false;
  const blocks = analysis.sections.map((section) => {
    switch (section.kind) {
      case 'text': {
        // One summary; a further text section is left to its filler.
        const lines = summaryWritten ? [] : summaryLines(ratings);
        summaryWritten = true;
        return [`${section.key}:`, ...lines].join('\n');
      }
      case 'list': {
        const items = fitList(listItems(section, ratings, advised), section.min, section.max, section.filler);
        return [`${section.key}:`, ...items.map((item) => `- ${item}`)].join('\n');
      }
      case 'score':
        return `${section.key}: ${scoreValue(section, ratings)}`;
    }
  });
  return `${blocks.join('\n\n')}\n`;
}
