/**
 * A response's answers as the owner reads them (issue #35 finding 10): each question's title and
 * the answer as the person chose it, from the flow's catalogue, with the stored value beside it.
 */
import { describe, expect, it } from 'vitest';
import { answerReadings, answerText, storedText } from '../../../src/engine/catalogue/answerReadings.ts';
import { flowCatalogue } from '../../../src/engine/catalogue/flowCatalogue.ts';
import type { Content, FlowContent } from '../../../src/engine/content/types.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

function flowIn(content: Content, id: string): FlowContent {
  const found = content.flows.find((flow) => flow.id === id);
  if (!found) throw new Error(`no flow ${id}`);
  return found;
}

describe('answer readings', () => {
  const branch = checkedContent('tests/fixtures/branch-flow');
  const loan = flowCatalogue(branch, flowIn(branch, 'loan'));

  it('reads choices by their labels, follow-ups and URL parameters included, in the order asked', () => {
    const readings = answerReadings(loan, {
      loanAnswers: {
        step: 2,
        answers: { years: 'over3', collateral: ['property', 'other'], collateralOther: 'A van' },
      },
      params: { source: 'bank' },
      computed: { readiness: 90 },
    });
    expect(readings).toEqual([
      {
        path: 'loanAnswers.answers.years',
        question: 'How long has the business traded?',
        answer: 'More than three years',
        stored: 'over3',
      },
      {
        path: 'loanAnswers.answers.collateral',
        question: 'What can you offer as collateral?',
        answer: 'Property, Other',
        stored: 'property; other',
      },
      { path: 'loanAnswers.answers.collateralOther', question: 'What other collateral?', answer: 'A van' },
      { path: 'params.source', question: 'source', answer: 'bank' },
    ]);
  });

  it('keeps a value no option has (content changed since) as it was stored', () => {
    const years = loan.at('loanAnswers.answers.years');
    if (!years) throw new Error('no years question');
    expect(answerText(years, 'over10')).toBe('over10');
  });

  it("writes numbers in their question's format, form fields and steps alike", () => {
    const numbers = checkedContent('tests/fixtures/number-formats');
    const deal = flowCatalogue(numbers, flowIn(numbers, 'deal'));
    const readings = answerReadings(deal, {
      dealProfile: { businessName: 'Acme Candles', annualRevenue: 300000, grossMargin: 42.5 },
      dealAnswers: { answers: { askingPrice: 900000, growth: 12 } },
    });
    expect(readings.map(({ question, answer, stored }) => [question, answer, stored])).toEqual([
      ['Business name', 'Acme Candles', undefined],
      ['Annual revenue', '$300,000', '300000'],
      ['Gross margin', '42.5%', '42.5'],
      ['Asking Price', '$900,000', '900000'],
      ['Expected Growth', '12%', '12'],
    ]);
  });

  it('writes a stored value back as stored: lists, ranges, yes/no and objects', () => {
    expect(storedText(['a', 'b'])).toBe('a; b');
    expect(storedText({ min: 1, max: 5 })).toBe('1–5');
    expect(storedText(true)).toBe('true');
    expect(storedText([{ name: 'Ada' }])).toBe('[{"name":"Ada"}]');
    expect(storedText(undefined)).toBe('');
  });
});
