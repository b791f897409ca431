import { describe, expect, it } from 'vitest';
import { offlineAnalyze, parseAnalysis } from '../../../src/engine/analysis/index.ts';
import type { AnalysisContent } from '../../../src/engine/content/types.ts';
import { founderInput, loadAnalysis, offlineContext, productInput } from './support/content.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');

describe('offlineAnalyze', () => {
  it('is deterministic for the same answers', () => {
    expect(offlineAnalyze(founderInput(), founder, offlineContext)).toBe(
      offlineAnalyze(founderInput(), founder, offlineContext),
    );
    expect(offlineAnalyze(productInput(), product, offlineContext)).toBe(
      offlineAnalyze(productInput(), product, offlineContext),
    );
  });

  it('writes text the founder parser reads; the notice is left to the screen, not repeated in the summary', () => {
    const text = offlineAnalyze(founderInput(), founder, offlineContext);
    expect(text).toMatch(/^SUMMARY:\n/);
    expect(text).toMatch(/\nSCORE: \d+\n$/);
    const result = parseAnalysis(text, founder);
    expect(result.summary).not.toContain(founder.messages.offlineNotice);
    for (const list of ['strengths', 'weaknesses', 'recommendations']) {
      expect((result[list] as string[]).length).toBeGreaterThanOrEqual(2);
      expect((result[list] as string[]).length).toBeLessThanOrEqual(3);
    }
    expect(typeof result.score).toBe('number');
  });

  it('never calls an answer both a strength and a weakness, nor advises on a strong answer', () => {
    for (const [spec, input] of [
      [founder, founderInput()],
      [product, productInput()],
    ] as const) {
      const result = parseAnalysis(offlineAnalyze(input, spec, offlineContext), spec);
      const shown = (field: string) => new Set((result[field] as string[] | undefined) ?? []);
      const strengths = shown('strengths');
      const concerns = new Set([...shown('weaknesses'), ...shown('recommendations'), ...shown('nextSteps')]);
      for (const criterion of spec.rubric) {
        if (!strengths.has(criterion.strength)) continue;
        expect(concerns.has(criterion.weakness), `${criterion.label} is a strength and a weakness`).toBe(false);
        expect(concerns.has(criterion.recommendation), `${criterion.label} is a strength yet advised on`).toBe(false);
      }
      expect(strengths.size).toBeGreaterThan(0);
    }
  });

  it('scores richer answers higher than thin ones', () => {
    const thin = founderInput();
    thin.founderQuestionnaire = { step: 0, answers: { problem: 'x', solution: 'y' } };
    const rich = parseAnalysis(offlineAnalyze(founderInput(), founder, offlineContext), founder);
    const poor = parseAnalysis(offlineAnalyze(thin, founder, offlineContext), founder);
    expect(Number(rich.score)).toBeGreaterThan(Number(poor.score));
    expect(poor.score).toBeLessThan(20);
  });

  it('gives full marks when every criterion is met, and 0 for blank answers', () => {
    const spec: Pick<AnalysisContent, 'sections' | 'rubric' | 'messages'> = {
      ...founder,
      rubric: [
        {
          field: 'a',
          label: 'A',
          minWords: 3,
          wantsNumbers: true,
          keywords: ['cafe'],
          strength: 'S',
          weakness: 'W',
          recommendation: 'R',
        },
      ],
    };
    expect(offlineAnalyze({ a: 'five cafe owners 5' }, spec, offlineContext)).toContain('SCORE: 100');
    expect(offlineAnalyze({ a: 'five cafe owners' }, spec, offlineContext)).toContain('SCORE: 80');
    expect(offlineAnalyze({ a: '' }, spec, offlineContext)).toContain('SCORE: 0');
  });

  it('draws strengths from the best answers and weaknesses from the weakest', () => {
    const input = founderInput();
    input.founderQuestionnaire = {
      step: 0,
      answers: {
        problem:
          'Agencies lose 10 hours a week to manual invoice chasing, a real cost and pain for customers. ' +
          'Owners chase each late client by hand, cash flow suffers, and staff time goes to reminders instead of billable work. ' +
          'Most of them tell us they lose at least one client a year over awkward payment conversations.',
      },
    };
    const result = parseAnalysis(offlineAnalyze(input, founder, offlineContext), founder);
    expect(result.strengths).toContain('The customer problems are described concretely');
    expect(result.weaknesses).not.toContain('The problem statement is too thin to show real customer pain');
  });

  it('fills each product sub-score from its own criteria and advice lists do not repeat', () => {
    const input = productInput();
    input.customerProfile = {};
    const result = parseAnalysis(offlineAnalyze(input, product, offlineContext), product);
    const scores = result.sectionScores;
    expect(scores).toMatchObject({ customerProfile: 0 });
    if (scores === null || typeof scores !== 'object' || Array.isArray(scores)) throw new Error('no section scores');
    expect(Number(scores.positioning)).toBeGreaterThan(0);
    expect(Number(scores.productIdea)).toBeGreaterThan(0);
    const advice = [...(result.recommendations as string[]), ...(result.nextSteps as string[])];
    expect(new Set(advice).size).toBe(advice.length);
    expect(result.nextSteps).toHaveLength(3);
  });
});
