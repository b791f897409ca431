import type { AnalysisContent, SectionSpec } from '../../content/types.ts';
import type { AnalysisInput } from '../types.ts';
import { rateCriterion, type CriterionRating } from './rateCriterion.ts';

type OfflineSpec = Pick<AnalysisContent, 'sections' | 'rubric' | 'messages'>;
type ListSection = Extract<SectionSpec, { kind: 'list' }>;
type ScoreSection = Extract<SectionSpec, { kind: 'score' }>;

const byRatingDesc = (a: CriterionRating, b: CriterionRating): number => b.rating - a.rating;
const byRatingAsc = (a: CriterionRating, b: CriterionRating): number => a.rating - b.rating;

function labels(ratings: readonly CriterionRating[]): string {
  return ratings.map((entry) => entry.criterion.label).join(', ');
}

function summaryLines(notice: string, ratings: readonly CriterionRating[]): string[] {
  const best = [...ratings].sort(byRatingDesc).filter((entry) => entry.rating >= 0.5).slice(0, 2);
  const worst = [...ratings].sort(byRatingAsc).filter((entry) => entry.rating < 1).slice(0, 2);
  const lines = [notice];
  if (best.length > 0) lines.push(`Strongest areas: ${labels(best)}.`);
  if (worst.length > 0) lines.push(`Areas that need more detail: ${labels(worst)}.`);
  return lines;
}

/**
 * What a list section holds, judged by its name: strengths from the best answers, weaknesses from
 * the weakest, and any other list (recommendations, next steps) advice for the weakest answers not
 * yet advised on, so two advice lists do not repeat each other.
 */
function listItems(section: ListSection, ratings: readonly CriterionRating[], advised: Set<CriterionRating>): string[] {
  const name = `${section.key} ${section.field}`;
  if (/strength/i.test(name)) {
    return [...ratings].sort(byRatingDesc).filter((entry) => entry.rating >= 0.5).slice(0, section.max).map((entry) => entry.criterion.strength);
  }
  if (/weak|improve|risk|challenge/i.test(name)) {
    return [...ratings].sort(byRatingAsc).filter((entry) => entry.rating < 1).slice(0, section.max).map((entry) => entry.criterion.weakness);
  }
  const picked = [...ratings].sort(byRatingAsc).filter((entry) => !advised.has(entry)).slice(0, section.max);
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
  const ratings = analysis.rubric.map((criterion) => rateCriterion(criterion, input));
  const advised = new Set<CriterionRating>();
  let summaryWritten = false;
  const blocks = analysis.sections.map((section) => {
    switch (section.kind) {
      case 'text': {
        // One summary; a further text section is left to its filler.
        const lines = summaryWritten ? [] : summaryLines(analysis.messages.offlineNotice, ratings);
        summaryWritten = true;
        return [`${section.key}:`, ...lines].join('\n');
      }
      case 'list':
        return [`${section.key}:`, ...listItems(section, ratings, advised).map((item) => `- ${item}`)].join('\n');
      case 'score':
        return `${section.key}: ${scoreValue(section, ratings)}`;
    }
  });
  return `${blocks.join('\n\n')}\n`;
}
