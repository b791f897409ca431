import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { Content, FlowContent } from '../../../src/engine/content/types.ts';
import { checkAnalysisRequest, requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

/**
 * The logic fixture's questionnaire made to run an analysis, so the server's checks meet every
 * condition site: a follow-up, a step asked `when` a range is high, one asked when a radio is not "idea".
 */
function withAnalysis(): Content {
  const base = checkedContent('tests/fixtures/logic-flow');
  const founder = base.analyses.founder;
  if (!founder) throw new Error('no founder analysis');
  const flows = base.flows.map((flow): FlowContent => {
    if (flow.id !== 'qualify') return flow;
    return {
      ...flow,
      screens: flow.screens.map((screen) =>
        screen.type === 'questionnaire' ? { ...screen, analysis: { prompt: 'qualify', clearOnClose: [] } } : screen,
      ),
    };
  });
  const qualify = { ...founder, id: 'qualify', inputs: ['qualifyAnswers'], precheck: [] };
  return { ...base, flows, analyses: { ...base.analyses, qualify } };
}

const content = withAnalysis();
const rules = requestRules(content);
const messages = content.app.serverMessages;
const refusal = (wording: string, question: string) =>
  fillMessage(messages.invalidRequest, { reason: fillMessage(wording, { question }) });

const answered = {
  stage: 'revenue',
  industries: ['saas'],
  budget: { min: 100000, max: 900000 },
  plan: 'Hire a manager',
};
const body = (answers: Record<string, unknown>) => ({
  flowId: 'qualify',
  analysisId: 'qualify',
  answers: { qualifyAnswers: { step: 6, answers } },
});

describe('the server enforces the flow logic the browser navigates by', () => {
  it('accepts the answers to exactly the questions asked, follow-ups included', () => {
    expect(checkAnalysisRequest(content, rules, body(answered))).toMatchObject({ ok: true });
    const withFollowUp = { ...answered, industries: ['saas', 'other'], industryOther: 'Logistics' };
    expect(checkAnalysisRequest(content, rules, body(withFollowUp))).toMatchObject({ ok: true });
  });

  it('refuses an answer to a question its `when` does not ask, naming it', () => {
    const result = checkAnalysisRequest(content, rules, body({ ...answered, investors: 'My uncle' }));
    expect(result).toEqual({
      ok: false,
      code: 'invalid',
      message: refusal(messages.answerNotAsked, 'Who are your co-investors?'),
    });
  });

  it("refuses a follow-up's answer when its option was not chosen", () => {
    const result = checkAnalysisRequest(content, rules, body({ ...answered, stageOther: 'A co-op' }));
    expect(result).toMatchObject({ message: refusal(messages.answerNotAsked, 'How would you describe it?') });
  });

  it('refuses a missing answer to a question the answers ask, a follow-up or a `when` step', () => {
    const { plan: _plan, ...withoutPlan } = answered;
    expect(checkAnalysisRequest(content, rules, body(withoutPlan))).toMatchObject({
      message: refusal(messages.answerMissing, 'Readiness 60: what would you do first with a revenue business?'),
    });
    const other = { ...answered, industries: ['other'] };
    expect(checkAnalysisRequest(content, rules, body(other))).toMatchObject({
      message: refusal(messages.answerMissing, 'Which industry?'),
    });
    const big = { ...answered, budget: { min: 100000, max: 1500000 } };
    expect(checkAnalysisRequest(content, rules, body(big))).toMatchObject({
      message: refusal(messages.answerMissing, 'Who are your co-investors?'),
    });
  });

  it('does not ask for what an earlier answer rules out (no plan for an idea)', () => {
    const { plan: _plan, ...idea } = { ...answered, stage: 'idea' };
    expect(checkAnalysisRequest(content, rules, body(idea))).toMatchObject({ ok: true });
  });
});

describe('the server reads URL parameters with the declarations and the reader the browser uses', () => {
  const withParams = (answers: Record<string, unknown>, params: unknown) => ({ ...body(answers), params });

  it('accepts declared parameters, asks what they ask, and hands them to the prompt as params', () => {
    const referred = { ...answered, referrer: 'Ada at Northwind' };
    const result = checkAnalysisRequest(content, rules, withParams(referred, { source: 'partner' }));
    expect(result).toMatchObject({ ok: true, request: { input: { params: { source: 'partner' } } } });
    expect(checkAnalysisRequest(content, rules, withParams(answered, { source: 'newsletter' }))).toMatchObject({
      ok: true,
    });
  });

  it('refuses the answer a parameter asks for when the parameter was not sent, and a missing one when it was', () => {
    const referred = { ...answered, referrer: 'Ada at Northwind' };
    expect(checkAnalysisRequest(content, rules, body(referred))).toMatchObject({
      message: refusal(messages.answerNotAsked, 'Which partner referred you?'),
    });
    expect(checkAnalysisRequest(content, rules, withParams(answered, { source: 'partner' }))).toMatchObject({
      message: refusal(messages.answerMissing, 'Which partner referred you?'),
    });
  });

  it('refuses an undeclared parameter, a value its declaration refuses and parameters that are not an object', () => {
    const reason = (text: string) => fillMessage(messages.invalidRequest, { reason: text });
    expect(checkAnalysisRequest(content, rules, withParams(answered, { utm_source: 'mail' }))).toEqual({
      ok: false,
      code: 'invalid',
      message: reason('"utm_source" is not a URL parameter of this flow'),
    });
    expect(checkAnalysisRequest(content, rules, withParams(answered, { source: 'spam' }))).toMatchObject({
      message: reason('the URL parameter "source" "spam" is not one of "newsletter", "partner", "event"'),
    });
    expect(checkAnalysisRequest(content, rules, withParams(answered, 'source=partner'))).toMatchObject({
      message: reason('the URL parameters are not an object'),
    });
  });
});
