/**
 * A branch straight into an analysis (issue #34 item 4) and optional questions (item 5), over the
 * Check Grant Fit fixture flow (tests/fixtures/branch-flow/flows/grant.yaml): a questionnaire with
 * an optional step whose branches lead a built project to an analysis screen (`type: analysis`)
 * and any other to a results screen. The catalogue, navigation, the store's reading, the path and
 * the server's request checks all read the same catalogue entry.
 */
import { describe, expect, it } from 'vitest';
import { checkAnalysisRequest, requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { checkEventBatch, eventRules } from '../../../server/insights/checkEventBatch.ts';
import { flowCatalogue } from '../../../src/engine/catalogue/flowCatalogue.ts';
import { mayBeMissing } from '../../../src/engine/catalogue/question.ts';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { Content, FlowContent, QuestionnaireScreen } from '../../../src/engine/content/types.ts';
import { initialNavigation, navigate, progressOf } from '../../../src/engine/flow/questionnaire.ts';
import { pathOutcome } from '../../../src/engine/flow/routePath.ts';
import { screenAnalysis } from '../../../src/engine/flow/screenKinds.ts';
import { flowSteps } from '../../../src/engine/insights/flowSteps.ts';
import { askedAnswersProblems } from '../../../src/engine/logic/askedAnswers.ts';
import { questionnaireValidator } from '../../../src/engine/store/questionnaireValidator.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content: Content = checkedContent('tests/fixtures/branch-flow');
const grant = content.flows.find((flow) => flow.id === 'grant') as FlowContent;
const questions = grant.screens.find((screen) => screen.id === 'grant') as QuestionnaireScreen;
const messages = content.app.messages;
const context = { session: {}, computed: grant.computed ?? {} };
const messagesOf = content.app.serverMessages;

describe('an optional step (required: false)', () => {
  it('is in the catalogue as not required, so it may be missing', () => {
    const partners = flowCatalogue(content, grant).at('grantAnswers.answers.partners');
    expect(partners).toMatchObject({ source: 'step', required: false, conditions: [] });
    expect(partners && mayBeMissing(partners)).toBe(true);
    expect(flowCatalogue(content, grant).at('grantAnswers.answers.stage')?.required).toBe(true);
  });

  it('lets Next pass it unanswered or blank, keeping nothing for it; an unanswered required step still stops', () => {
    let state = initialNavigation(undefined, questions, context);
    state = navigate(state, { type: 'next' }, questions, messages, context);
    expect(state.error).toBe(messages.answerRequired);
    state = navigate(state, { type: 'answer', answer: 'built' }, questions, messages, context);
    state = navigate(state, { type: 'next' }, questions, messages, context);
    state = navigate(state, { type: 'advance' }, questions, messages, context);
    expect(progressOf(state, questions, context)).toMatchObject({ number: 2, total: 2, isLast: true, isFirst: false });
    for (const blank of [undefined, '   ']) {
      const at = navigate(state, { type: 'answer', answer: blank }, questions, messages, context);
      const passed = navigate(at, { type: 'next' }, questions, messages, context);
      expect(passed).toMatchObject({ error: null, phase: 'recorded', answers: { stage: 'built' } });
      expect(Object.keys(passed.answers)).toEqual(['stage']);
      expect(navigate(passed, { type: 'advance' }, questions, messages, context).phase).toBe('complete');
    }
    // Back from it returns to the first step, and an answer given is kept like any other.
    expect(navigate(state, { type: 'back' }, questions, messages, context).step).toBe(0);
    const given = navigate(state, { type: 'answer', answer: 'Acme Trust' }, questions, messages, context);
    expect(navigate(given, { type: 'next' }, questions, messages, context).answers).toEqual({
      stage: 'built',
      partners: 'Acme Trust',
    });
  });

  it('leaves a stored questionnaire without its answer where it was, and the finished screen unquestioned', () => {
    const read = questionnaireValidator(questions, grant.computed)({ step: 1, answers: { stage: 'built' } });
    expect(read).toEqual({ ok: true, value: { step: 1, answers: { stage: 'built' } }, notes: [] });
    expect(askedAnswersProblems(questions, { stage: 'built' }, { stage: 'built' }, context)).toEqual([]);
    expect(askedAnswersProblems(questions, {}, {}, context).map((found) => found.step.id)).toEqual(['stage']);
  });
});

describe('a branch straight into an analysis screen (type: analysis)', () => {
  const built = { grantAnswers: { step: 1, answers: { stage: 'built' } } };
  const idea = { grantAnswers: { step: 1, answers: { stage: 'idea' } } };
  const rules = requestRules(content);
  const body = (answers: Record<string, unknown>) => ({ flowId: 'grant', analysisId: 'grant-review', answers });
  const leadsElsewhere = (route: string) => ({
    ok: false,
    code: 'invalid',
    message: fillMessage(messagesOf.invalidRequest, {
      reason: fillMessage(messagesOf.answersLeadElsewhere, { route }),
    }),
  });

  it('names its analysis as a form or questionnaire does', () => {
    const review = grant.screens.find((screen) => screen.id === 'review');
    expect(review && screenAnalysis(review)).toEqual({ prompt: 'grant-review', clearOnClose: ['grantAnswers'] });
  });

  it('opens only once the answers lead to it: not on the other branch, nor before they have decided', () => {
    expect(pathOutcome(grant, 'review', built)).toEqual({ open: true });
    expect(pathOutcome(grant, 'review', idea)).toEqual({ open: false, leadsTo: '/grant-too-early' });
    // An unfinished questionnaire may still lead to a results screen, but an analysis would run at once.
    expect(pathOutcome(grant, 'too-early', {})).toEqual({ open: true });
    expect(pathOutcome(grant, 'review', {})).toEqual({ open: false, leadsTo: '/grant' });
  });

  it('the server runs it with the optional answer missing or given, and refuses a blank one or another branch', () => {
    expect(checkAnalysisRequest(content, rules, body(built))).toMatchObject({ ok: true });
    const withPartners = { grantAnswers: { step: 1, answers: { stage: 'built', partners: 'Acme Trust' } } };
    expect(checkAnalysisRequest(content, rules, body(withPartners))).toMatchObject({ ok: true });
    const blank = { grantAnswers: { step: 1, answers: { stage: 'built', partners: '  ' } } };
    expect(checkAnalysisRequest(content, rules, body(blank))).toMatchObject({
      ok: false,
      message: expect.stringContaining(messages.answerRequired),
    });
    expect(checkAnalysisRequest(content, rules, body(idea))).toEqual(leadsElsewhere('/grant-too-early'));
    expect(checkAnalysisRequest(content, rules, body({}))).toEqual(leadsElsewhere('/grant'));
  });

  it('is one step of the funnel, whose analysis events the server accepts', () => {
    expect(flowSteps(grant).map((step) => step.step)).toEqual(['stage', 'partners', 'review']);
    const event = {
      seq: 0,
      age: 0,
      flow: 'grant',
      screen: 'review',
      step: 'review',
      kind: 'analysis',
      outcome: 'server',
    };
    expect(
      checkEventBatch(eventRules(content), { tab: '9b2f4c1e-8d3a-4f6b-9c2d-1e5f7a8b9c0d', events: [event] }).ok,
    ).toBe(true);
  });
});
