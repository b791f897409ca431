import type { RubricCriterion } from '../../content/types.ts';
import { readPath } from '../../template/readPath.ts';
import type { AnalysisInput } from '../types.ts';
import { answerText } from './answerText.ts';

export interface CriterionRating {
  criterion: RubricCriterion;
  /** 0 (blank) to 1 (full marks). */
  rating: number;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function keywordShare(text: string, keywords: readonly string[]): number {
  const lower = text.toLowerCase();
  const hits = keywords.filter((keyword) => lower.includes(keyword.toLowerCase())).length;
  // Two hits show specificity; asking for all keywords would punish focused answers.
  return Math.min(1, hits / Math.min(2, keywords.length));
}

/**
 * How well one answer meets its criterion: mostly length against minWords, plus concrete numbers
 * and keyword hits where the criterion asks for them. Pure, so the offline result is repeatable.
 */
export function rateCriterion(criterion: RubricCriterion, input: AnalysisInput): CriterionRating {
  const text = answerText(readPath(input, criterion.field)).trim();
  if (text === '') return { criterion, rating: 0 };
  const parts: [weight: number, score: number][] = [
    [0.6, Math.min(1, countWords(text) / Math.max(1, criterion.minWords))],
  ];
  if (criterion.wantsNumbers) parts.push([0.2, /\d/.test(text) ? 1 : 0]);
  if (criterion.keywords && criterion.keywords.length > 0) parts.push([0.2, keywordShare(text, criterion.keywords)]);
  const totalWeight = parts.reduce((sum, [weight]) => sum + weight, 0);
  const rating = parts.reduce((sum, [weight, score]) => sum + weight * score, 0) / totalWeight;
  return { criterion, rating };
}
