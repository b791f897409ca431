import { describe, expect, it } from 'vitest';
import type { ResultView, ScoreBand } from '../../../src/engine/content/types.ts';
import { resultDisplay } from '../../../src/engine/results/resultValues.ts';
import { scoreColour } from '../../../src/engine/results/scoreColour.ts';

const view: ResultView = {
  title: 'Analysis',
  scoreField: 'score',
  scoreLabel: 'Score',
  summaryField: 'summary',
  lists: [
    { field: 'strengths', heading: 'Strengths' },
    { field: 'nested.risks', heading: 'Risks' },
  ],
  subScores: [{ field: 'scores.market', label: 'Market' }],
  actions: [],
};

describe('resultDisplay', () => {
  it('reads the score, summary, lists and sub-scores by the fields the view names', () => {
    const values = {
      score: 82,
      summary: 'Strong plan.',
      strengths: ['Team', 'Market'],
      nested: { risks: ['Funding'] },
      scores: { market: 70 },
    };
    expect(resultDisplay(view, values)).toEqual({
      score: 82,
      summary: 'Strong plan.',
      lists: [
        { heading: 'Strengths', items: ['Team', 'Market'] },
        { heading: 'Risks', items: ['Funding'] },
      ],
      subScores: [{ label: 'Market', score: 70 }],
    });
  });

  it('shows nothing for a missing or wrongly typed value, and keeps only the text items of a list', () => {
    const values = { score: 'high', summary: 3, strengths: ['Team', 4, null], scores: { market: Number.NaN } };
    expect(resultDisplay(view, values)).toEqual({
      score: undefined,
      summary: '',
      lists: [
        { heading: 'Strengths', items: ['Team'] },
        { heading: 'Risks', items: [] },
      ],
      subScores: [{ label: 'Market', score: undefined }],
    });
  });

  it('has no sub-scores when the view declares none', () => {
    const { subScores: _none, ...plain } = view;
    expect(resultDisplay(plain, { score: 50 }).subScores).toEqual([]);
  });
});

describe('scoreColour', () => {
  const bands: ScoreBand[] = [
    { min: 0, colour: 'red' },
    { min: 80, colour: 'green' },
    { min: 60, colour: 'yellow' },
  ];

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ])('%d is %s, whatever order the bands are listed in', (score, colour) => {
    expect(scoreColour(score, bands)).toBe(colour);
  });

  it('a score below every band takes the lowest band; no bands at all read red', () => {
    expect(scoreColour(10, [{ min: 50, colour: 'yellow' }])).toBe('yellow');
    expect(scoreColour(10, [])).toBe('red');
  });
});
