/**
 * Branches enforced on the server (issue #34 item 3), and a follow-up's answer reaching the AI by
 * its path (fault 1): the Check Loan Readiness fixture flow (tests/fixtures/branch-flow) leads a
 * ready business into an AI review and any other to a results screen. An analysis or a completion
 * whose answers lead elsewhere is refused with the content's message, and no provider is called.
 */
import { describe, expect, it } from 'vitest';
import { requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { checkCompletion } from '../../../server/completions/checkCompletion.ts';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { Content } from '../../../src/engine/content/types.ts';
import { geminiText } from '../../support/vendorWire.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { checkedContent } from '../content/support/shippedContent.ts';
import { harness, refusalOf, vendorEnv } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const vendor = useFakeServer();
const content: Content = checkedContent('tests/fixtures/branch-flow');
const messages = content.app.serverMessages;

const readyAnswers = {
  loanAnswers: {
    step: 3,
    answers: {
      years: 'over3',
      collateral: ['property', 'other'],
      collateralOther: 'A delivery van',
      growthPlan: 'A second shop',
    },
  },
  loanContact: { name: 'Ada' },
};
const notReadyAnswers = {
  loanAnswers: { step: 1, answers: { years: 'under1', collateral: ['equipment'] } },
  loanContact: { name: 'Ada' },
};
const body = (answers: Record<string, unknown>) => ({ flowId: 'loan', analysisId: 'loan-review', answers });
const reply = ['SUMMARY:', 'A sound loan.', '', 'STRENGTHS:', '- Collateral', '- A plan', '', 'SCORE: 72'].join('\n');

/** The prompt text of a recorded Gemini request. */
function promptOf(request: { body: unknown } | undefined): string {
  const sent = request?.body as { contents?: { parts?: { text?: string }[] }[] } | undefined;
  return sent?.contents?.[0]?.parts?.[0]?.text ?? '';
}

describe('POST /api/analysis on a branching flow', () => {
  it("runs the review the answers lead to, its prompt naming the follow-up's answer and each question's title", async () => {
    vendor.script(geminiPath, geminiText(reply));
    const response = await harness(vendorEnv(vendor.origin), {}, { content: () => content }).post(body(readyAnswers));
    expect(response.status).toBe(200);
    await response.text();
    const prompt = promptOf(vendor.requests[0]);
    expect(prompt).toContain('Other collateral: A delivery van');
    expect(prompt).toContain('What the loan pays for: A second shop');
    expect(prompt).toContain('What other collateral?:\nA delivery van');
  });

  it('refuses the review for answers that lead to "Not Ready Yet", and no provider is called', async () => {
    const response = await harness(vendorEnv(vendor.origin), {}, { content: () => content }).post(
      body(notReadyAnswers),
    );
    expect(response.status).toBe(400);
    expect(await refusalOf(response)).toEqual({
      code: 'invalid',
      message: fillMessage(messages.invalidRequest, {
        reason: fillMessage(messages.answersLeadElsewhere, { route: '/loan-not-ready' }),
      }),
    });
    expect(vendor.requests).toEqual([]);
  });
});

describe('POST /api/completions on a branching flow', () => {
  const collecting: Content = {
    ...content,
    flows: content.flows.map((flow) =>
      flow.id === 'loan' ? { ...flow, collect: { consent: 'I agree that the lender keeps my answers.' } } : flow,
    ),
  };
  const rules = requestRules(collecting);
  const completion = (answers: Record<string, unknown>, score?: number) => ({
    completionId: '6f1c2b9e-3a4d-4e5f-8a7b-9c0d1e2f3a4b',
    flowId: 'loan',
    consent: true,
    answers,
    ...(score === undefined ? {} : { score }),
  });

  it('accepts the answers of the path taken, and refuses a score from a review the answers do not lead to', () => {
    expect(checkCompletion(collecting, rules, completion(readyAnswers, 72)).ok).toBe(true);
    expect(checkCompletion(collecting, rules, completion({ loanAnswers: notReadyAnswers.loanAnswers })).ok).toBe(true);
    const refused = fillMessage(collecting.app.completionMessages.invalid, {
      reason: fillMessage(messages.answersLeadElsewhere, { route: '/loan-not-ready' }),
    });
    expect(checkCompletion(collecting, rules, completion({ loanAnswers: notReadyAnswers.loanAnswers }, 72))).toEqual({
      ok: false,
      code: 'invalid',
      message: refused,
    });
    expect(checkCompletion(collecting, rules, completion(notReadyAnswers))).toEqual({
      ok: false,
      code: 'invalid',
      message: refused,
    });
  });
});
