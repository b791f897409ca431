/**
 * The screen's guards on the server: a request for the list fixture's analysis (co-founders,
 * each with a required name and role) is refused, as the browser's guard refuses it, when an item
 * is incomplete; the answers a real client sends still start the analysis.
 */
import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { checkedContent } from '../content/support/shippedContent.ts';
import { geminiText } from '../../support/vendorWire.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { harness, refusalOf, vendorEnv } from './support/serverHarness.ts';

const content = checkedContent('tests/fixtures/list-flow');
const vendor = useFakeServer();

const profile = {
  companyName: 'Orbit Labs',
  cofounders: [
    { name: 'Ada Lovelace', role: 'CTO', fullTime: true },
    { name: 'Grace Hopper', role: 'CEO' },
  ],
  markets: ['Germany'],
};
const questionnaire = { step: 0, answers: { 'biggest-gap': 'Nobody has sold to enterprises before' } };
const body = (teamProfile: object) => ({
  flowId: 'team',
  analysisId: 'team',
  answers: { teamProfile, teamQuestionnaire: questionnaire },
});
const guardRefusal = fillMessage(content.app.serverMessages.invalidRequest, {
  reason: "the screen's guard refused it (The founding team is incomplete)",
});

describe('POST /api/analysis applies the analysis screen’s guards', () => {
  const h = () => harness(vendorEnv(vendor.origin), {}, { content: () => content });

  it.each([
    ['a co-founder whose role is blank', { ...profile, cofounders: [{ name: 'Ada Lovelace', role: '   ' }] }],
    ['a blank market line', { ...profile, markets: ['Germany', ''] }],
  ])('400: %s', async (_case, teamProfile) => {
    const response = await h().post(body(teamProfile));
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(guardRefusal);
    expect(vendor.requests).toEqual([]);
  });

  it('runs the analysis for complete items', async () => {
    vendor.script(
      '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse',
      geminiText('SUMMARY: A balanced team.'),
    );
    const response = await h().post(body(profile));
    expect(response.status).toBe(200);
    await response.text();
    expect(vendor.requests).toHaveLength(1);
  });

  it('refuses a field of a list item sent as an answer of its own', async () => {
    const response = await h().post(body({ ...profile, role: 'CTO' }));
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(
      fillMessage(content.app.serverMessages.invalidRequest, { reason: '"teamProfile" has an unknown answer "role"' }),
    );
  });

  it('refuses a key a list item does not declare, and one beside step and answers', async () => {
    const cases: [object, string][] = [
      [
        body({ ...profile, cofounders: [{ name: 'Ada Lovelace', role: 'CTO', salary: 1 }] }),
        '"teamProfile" has an unknown field "cofounders.0.salary"',
      ],
      [
        { ...body(profile), answers: { teamProfile: profile, teamQuestionnaire: { ...questionnaire, admin: true } } },
        '"teamQuestionnaire" has an unknown field "admin"',
      ],
    ];
    for (const [sent, reason] of cases) {
      const response = await h().post(sent);
      expect(response.status, reason).toBe(400);
      expect((await refusalOf(response)).message).toBe(
        fillMessage(content.app.serverMessages.invalidRequest, { reason }),
      );
    }
    expect(vendor.requests).toEqual([]);
  });
});
