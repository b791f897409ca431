/**
 * POST /api/analysis with answers of the newer question types (the Customer Pulse fixture): the
 * server checks each with its step's own rules, as the browser's Next does, refusing with the
 * same words the user would have read; an accepted request reaches the vendor with every answer
 * in the prompt.
 */
import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { checkedContent } from '../content/support/shippedContent.ts';
import { geminiText } from '../../support/vendorWire.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { harness, refusalOf, vendorEnv } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const vendor = useFakeServer();
const withPulse = checkedContent('tests/fixtures/question-types');
const invalid = (reason: string) => fillMessage(withPulse.app.serverMessages.invalidRequest, { reason });

const answers = {
  'team-size': 12,
  'contact-email': 'ada@example.com',
  'review-date': '2026-03-05',
  satisfaction: 4,
  recommend: 9,
  'churn-tracked': false,
  'main-market': 'de',
};

function pulseBody(changed: Record<string, unknown> = {}) {
  return {
    flowId: 'pulse',
    analysisId: 'pulse',
    answers: { pulseAnswers: { step: 6, answers: { ...answers, ...changed } } },
  };
}

function promptOf(body: unknown): string {
  const parts = (body as { contents?: { parts?: { text?: string }[] }[] }).contents?.[0]?.parts ?? [];
  return parts.map((part) => part.text ?? '').join('');
}

describe('POST /api/analysis, answers of the newer question types', () => {
  it('accepts answers that pass Next, and the prompt reads each of them', async () => {
    const h = harness(vendorEnv(vendor.origin), {}, { content: () => withPulse });
    vendor.script(geminiPath, geminiText('SUMMARY: Fine.\nACTIONS:\n- One\n- Two\nPULSE_SCORE: 70'));
    const response = await h.post(pulseBody());
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
    await response.text();
    expect(vendor.requests).toHaveLength(1);
    const prompt = promptOf(vendor.requests[0]?.body);
    for (const line of [
      'People working with customers: 12',
      'Contact: ada@example.com',
      'Next feedback review: March 5, 2026',
      'Customer satisfaction (1 to 5): 4',
      'Likelihood to recommend (0 to 10): 9',
      'Churn reasons tracked: No',
      'Main market: de',
      // The flow's computed value, worked out by the server from the answers sent: 4 × 10 + 9 × 5.
      'Customer health (15 to 100): 85',
    ])
      expect(prompt).toContain(line);
  });

  it('refuses each answer Next would refuse, in the words the user reads there', async () => {
    const h = harness(vendorEnv(vendor.origin), {}, { content: () => withPulse });
    const cases: [changed: Record<string, unknown>, reason: string | RegExp][] = [
      [{ 'team-size': 900 }, '"pulseAnswers" answer to "Customer Team Size": Enter 500 or less'],
      [{ 'team-size': 0 }, '"pulseAnswers" answer to "Customer Team Size": Enter 1 or more'],
      [{ 'team-size': 2.5 }, /"pulseAnswers" answer to "Customer Team Size": Enter a value in steps of 1/],
      [
        { 'contact-email': 'ada@' },
        '"pulseAnswers" answer to "Contact Email": Enter an email address, such as name@example.com',
      ],
      [
        { 'review-date': '2025-06-01' },
        '"pulseAnswers" answer to "Next Feedback Review": Choose January 1, 2026 or later',
      ],
      [{ 'review-date': '2026-02-30' }, /the answer to "review-date" dropped: it is not a date written YYYY-MM-DD/],
      [{ satisfaction: 6 }, /the answer to "satisfaction" dropped: it is not a whole number from 1 to 5/],
      [{ recommend: 11 }, /the answer to "recommend" dropped: it is not a whole number from 0 to 10/],
      [{ 'churn-tracked': 'no' }, /the answer to "churn-tracked" dropped: it is not true or false/],
      [{ 'main-market': 'Germany' }, /the answer to "main-market" dropped: "Germany" is not one of its options/],
    ];
    for (const [changed, reason] of cases) {
      const response = await h.post(pulseBody(changed));
      const where = JSON.stringify(changed);
      expect(response.status, where).toBe(400);
      const { message } = await refusalOf(response);
      if (typeof reason === 'string') expect(message, where).toBe(invalid(reason));
      else expect(message, where).toMatch(reason);
    }
    expect(vendor.requests).toEqual([]);
  });
});
