import type { AnalysisContent, AppContent, FlowContent, SectionSpec } from '../../content/types.ts';
import { questionWording } from '../../catalogue/questionTitles.ts';
import type { AnalysisInput } from '../types.ts';
import { readPath } from '../../template/readPath.ts';
import { fillMessage } from '../fillMessage.ts';
import { fitList } from '../parse/readList.ts';
import { answerProblems, type AnswerProblem } from './answerQuality.ts';
import { answerText } from './answerText.ts';
import { rateCriterion, type CriterionRating } from './rateCriterion.ts';

type OfflineSpec = Pick<AnalysisContent, 'sections' | 'rubric'>;

/** What the offline analyzer reads besides the rubric: the flow's questions and the notes it may add. */
export interface OfflineContext {
  flow: Pick<FlowContent, 'screens'>;
  notes: AppContent['offlineNotes'];
}
type ListSection = Extract<SectionSpec, { kind: 'list' }>;
type ScoreSection = Extract<SectionSpec, { kind: 'score' }>;

/**
 * An answer at three quarters of full marks reads as a strength; below that, as something to work on.
 * A criterion that asks for a single word (a name, an industry) is scored but never a strength:
 * having given a name says nothing about the business.
 */
const strongRating = 0.75;
const isStrong = (entry: CriterionRating): boolean => entry.rating >= strongRating && entry.criterion.minWords > 1;
const needsWork = (entry: CriterionRating): boolean => entry.rating < strongRating;

const byRatingDesc = (a: CriterionRating, b: CriterionRating): number => b.rating - a.rating;
const byRatingAsc = (a: CriterionRating, b: CriterionRating): number => a.rating - b.rating;

function labels(ratings: readonly CriterionRating[]): string {
  return ratings.map((entry) => entry.criterion.label).join(', ');
}

/** The screen says the analysis is offline (messages.offlineNotice); the summary speaks of the answers, then says which were not taken as answers and why. */
function summaryLines(ratings: readonly CriterionRating[], notes: readonly string[]): string[] {
  const best = [...ratings].sort(byRatingDesc).filter(isStrong).slice(0, 2);
  const worst = [...ratings].sort(byRatingAsc).filter(needsWork).slice(0, 2);
  const lines: string[] = [];
  if (best.length > 0) lines.push(`Strongest areas: ${labels(best)}.`);
  if (worst.length > 0) lines.push(`Areas that need more detail: ${labels(worst)}.`);
  if (lines.length === 0) lines.push('Every answer needs more detail before it can be judged.');
  return [...lines, ...notes];
}

const problemOrder: readonly AnswerProblem[] = ['repeated', 'filler', 'unrelated'];

/**
 * Each answer rated against its criterion, an answer that is not one (answerProblems: copied,
 * filler, off the question) rated 0, and one note per kind of problem naming the questions.
 */
function ratedAnswers(
  input: AnalysisInput,
  criteria: AnalysisContent['rubric'],
  { flow, notes }: OfflineContext,
): { ratings: CriterionRating[]; notes: string[] } {
  const wordingOf = questionWording(flow);
  const problems = answerProblems(
    criteria.map((criterion) => ({
      text: answerText(readPath(input, criterion.field)).trim(),
      questionWords: `${wordingOf(criterion.field) ?? ''} ${criterion.label}`,
      keywords: criterion.keywords ?? [],
    })),
  );
  const ratings = criteria.map((criterion, index) =>
    problems[index] ? { criterion, rating: 0 } : rateCriterion(criterion, input),
  );
  const lines = problemOrder.flatMap((kind) => {
    const labels = criteria.filter((_, index) => problems[index] === kind).map((criterion) => criterion.label);
    return labels.length > 0 ? [fillMessage(notes[kind], { questions: labels.join(', ') })] : [];
  });
  return { ratings, notes: lines };
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
 * alike. Answers that are not answers (copied between questions, filler, off the question) score
 * 0 with a note saying why. Deterministic: the same answers always give the same text.
 */
export function offlineAnalyze(input: AnalysisInput, analysis: OfflineSpec, context: OfflineContext): string {
  // An optional criterion whose answer was never given (a form field the visitor was not shown) is left out.
  const asked = analysis.rubric.filter(
    (criterion) => criterion.optional !== true || readPath(input, criterion.field) !== undefined,
  );
  const { ratings, notes } = ratedAnswers(input, asked, context);
  const advised = new Set<CriterionRating>();
  let summaryWritten = false;
  const blocks = analysis.sections.map((section) => {
    switch (section.kind) {
      case 'text': {
        // One summary; a further text section is left to its filler.
        const lines = summaryWritten ? [] : summaryLines(ratings, notes);
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
