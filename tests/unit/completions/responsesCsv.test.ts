import { describe, expect, it } from 'vitest';
import { responsesCsv } from '../../../server/completions/responsesCsv.ts';
import type { StoredResponse } from '../../../server/completions/responses.ts';
import { collectContent } from './support/completionsApp.ts';

const feedback = collectContent.flows.find((flow) => flow.id === 'feedback');
if (!feedback) throw new Error('the fixture flow is missing');

function response(name: string, comment: string, score: number | null = 64): StoredResponse {
  return {
    id: '6f1f5c1e-8a43-4b6e-9d3f-1a2b3c4d5e6f',
    flowId: 'feedback',
    createdAt: new Date('2026-11-24T10:00:00Z'),
    score,
    answers: {
      feedbackContact: { name, email: 'ada@example.com' },
      feedbackQuestionnaire: { step: 1, answers: { rating: 'very', comment } },
    },
  };
}

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('responses as CSV', () => {
  it("heads one column per form field and step, in the flow's order, by its title, with the labels chosen", () => {
    const csv = responsesCsv(collectContent, feedback, [response('Ada Byron', 'Clear next steps.')]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Response,Submitted (UTC),Score,Your name,Your email,Overall,Comment',
      '6f1f5c1e-8a43-4b6e-9d3f-1a2b3c4d5e6f,2026-11-24T10:00:00.000Z,64,Ada Byron,ada@example.com,Very useful,Clear next steps.',
      '',
    ]);
  });

  // Finding 10: the CSV had the stored codes where people chose labels; the codes stay one option away.
  it('writes the stored codes instead when asked', () => {
    const csv = responsesCsv(collectContent, feedback, [response('Ada Byron', 'Clear next steps.')], 'codes');
    expect(lines(csv)[1]).toBe(
      '6f1f5c1e-8a43-4b6e-9d3f-1a2b3c4d5e6f,2026-11-24T10:00:00.000Z,64,Ada Byron,ada@example.com,very,Clear next steps.',
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = responsesCsv(collectContent, feedback, [response('Byron, Ada "AB"', 'line one\nline two', null)]);
    expect(lines(csv)[1]).toBe(
      '6f1f5c1e-8a43-4b6e-9d3f-1a2b3c4d5e6f,2026-11-24T10:00:00.000Z,,"Byron, Ada ""AB""",ada@example.com,Very useful,"line one\nline two"',
    );
  });

  it('defuses every cell a spreadsheet would run as a formula', () => {
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    for (const formula of formulas) {
      const row = lines(responsesCsv(collectContent, feedback, [response(formula, 'fine')]))[1] ?? '';
      const nameCell = row.split(',').slice(3).join(',');
      expect(
        nameCell.replace(/^"/, '').startsWith(`'${formula[0] ?? ''}`),
        `${JSON.stringify(formula)} → ${nameCell}`,
      ).toBe(true);
    }
  });

  // Finding 8: a right-to-left override in a name rewrote what a spreadsheet showed beside it.
  it('writes out the characters that reorder or hide text, keeping emoji whole', () => {
    const row = lines(responsesCsv(collectContent, feedback, [response('Ada\u202Eexe.live\u2066 \u0007👩‍💻', 'ok')]))[1];
    expect(row?.split(',')[3]).toBe('Ada[U+202E]exe.live[U+2066] [U+0007]👩‍💻');
  });
});
