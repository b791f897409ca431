/**
 * A collecting flow's URL parameters reach the server with the consented answers, are checked
 * with the reader the browser used (src/engine/params/urlParams.ts), refused when they break their
 * declaration, stored beside the answers as `params` and exported as their own CSV columns.
 */
import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { Content, FlowContent } from '../../../src/engine/content/types.ts';
import { requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { checkCompletion } from '../../../server/completions/checkCompletion.ts';
import { responsesCsv } from '../../../server/completions/responsesCsv.ts';
import { collectContent, completionBody, feedbackAnswers } from './support/completionsApp.ts';

const params: FlowContent['params'] = {
  source: { type: 'choice', options: ['newsletter', 'partner'], description: 'Where the visitor came from.' },
};
const content: Content = {
  ...collectContent,
  flows: collectContent.flows.map((flow) => (flow.id === 'feedback' ? { ...flow, params } : flow)),
};
const rules = requestRules(content);
const reason = (text: string) => fillMessage(content.app.completionMessages.invalid, { reason: text });

describe('a completion carries the flow’s URL parameters with its answers', () => {
  it('accepts declared parameters and stores them beside the answers', () => {
    const checked = checkCompletion(content, rules, completionBody({ params: { source: 'partner' } }));
    expect(checked).toMatchObject({
      ok: true,
      request: { answers: { ...feedbackAnswers, params: { source: 'partner' } } },
    });
    expect(checkCompletion(content, rules, completionBody())).toMatchObject({
      ok: true,
      request: { answers: feedbackAnswers },
    });
  });

  it('refuses an undeclared parameter, a refused value, and parameters without answers', () => {
    expect(checkCompletion(content, rules, completionBody({ params: { source: 'spam' } }))).toEqual({
      ok: false,
      code: 'invalid',
      message: reason('the URL parameter "source" "spam" is not one of "newsletter", "partner"'),
    });
    expect(
      checkCompletion(collectContent, requestRules(collectContent), completionBody({ params: { source: 'partner' } })),
    ).toMatchObject({
      message: reason('"source" is not a URL parameter of this flow'),
    });
    const withoutAnswers = completionBody({ consent: undefined, answers: undefined, params: { source: 'partner' } });
    expect(checkCompletion(content, rules, withoutAnswers)).toMatchObject({
      message: reason('URL parameters are sent only with consented answers'),
    });
  });

  it('exports each declared parameter as a column after the questions', () => {
    const feedback = content.flows.find((flow) => flow.id === 'feedback');
    if (!feedback) throw new Error('the fixture flow is missing');
    const csv = responsesCsv(content, feedback, [
      {
        id: '6f1f5c1e-8a43-4b6e-9d3f-1a2b3c4d5e6f',
        flowId: 'feedback',
        createdAt: new Date('2026-11-24T10:00:00Z'),
        score: null,
        answers: { ...feedbackAnswers, params: { source: 'partner' } },
      },
    ]);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Response,Submitted (UTC),Score,Your name,Your email,Overall,Comment,source');
    expect(row?.endsWith(',partner')).toBe(true);
  });
});
