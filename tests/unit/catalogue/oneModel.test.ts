/**
 * One question model (issue #34): the catalogue of a flow's questions built from each content
 * shape, and every part of the engine reading it over the same fixture flow
 * (tests/fixtures/branch-flow, Check Loan Readiness): navigation, the checker, the server's
 * request checks, the insights event check, templates, the offline analyzer, the owner's CSV and
 * the path that decides which screens open.
 */
import { describe, expect, it } from 'vitest';
import { checkAnalysisRequest, requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { checkEventBatch, eventRules } from '../../../server/insights/checkEventBatch.ts';
import { responsesCsv } from '../../../server/completions/responsesCsv.ts';
import { flowCatalogue } from '../../../src/engine/catalogue/flowCatalogue.ts';
import { mayBeMissing, type Question } from '../../../src/engine/catalogue/question.ts';
import { screenQuestions } from '../../../src/engine/catalogue/screenQuestions.ts';
import { stepQuestion } from '../../../src/engine/catalogue/stepQuestion.ts';
import { offlineAnalyze } from '../../../src/engine/analysis/offline/offlineAnalyze.ts';
import { buildEmailParams } from '../../../src/engine/analysis/email/buildEmailParams.ts';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { Content, FlowContent, QuestionnaireScreen, RadioStep } from '../../../src/engine/content/types.ts';
import { pathOutcome } from '../../../src/engine/flow/routePath.ts';
import { flowSteps } from '../../../src/engine/insights/flowSteps.ts';
import { askedQuestions } from '../../../src/engine/logic/askedQuestions.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content: Content = checkedContent('tests/fixtures/branch-flow');
const flowOf = (id: string): FlowContent => {
  const found = content.flows.find((flow) => flow.id === id);
  if (!found) throw new Error(`no flow ${id}`);
  return found;
};
const loan = flowOf('loan');
const loanScreen = loan.screens.find((screen) => screen.id === 'loan') as QuestionnaireScreen;
const catalogue = flowCatalogue(content, loan);

/** What a test reads of a question: everything but the declaration it came from. */
function summary(question: Question) {
  const { id, source, store, path, type, required } = question;
  return {
    id,
    source,
    store,
    path,
    type,
    required,
    conditions: question.conditions.map((condition) => condition.kind),
    ...(question.options ? { options: question.options.map((option) => option.value) } : {}),
    ...(question.format === undefined ? {} : { format: question.format }),
  };
}

describe('the catalogue of a flow', () => {
  it('lists every step, follow-up, form field, URL parameter and computed value, in the order met', () => {
    expect(catalogue.questions.map(summary)).toEqual([
      {
        id: 'years',
        source: 'step',
        store: 'loanAnswers',
        path: 'loanAnswers.answers.years',
        type: 'text',
        required: true,
        conditions: [],
        options: ['under1', 'over3'],
      },
      {
        id: 'collateral',
        source: 'step',
        store: 'loanAnswers',
        path: 'loanAnswers.answers.collateral',
        type: 'list',
        required: true,
        conditions: [],
        options: ['property', 'equipment', 'other'],
      },
      {
        id: 'collateralOther',
        source: 'step',
        store: 'loanAnswers',
        path: 'loanAnswers.answers.collateralOther',
        type: 'text',
        required: true,
        conditions: ['chosen'],
      },
      {
        id: 'growthPlan',
        source: 'step',
        store: 'loanAnswers',
        path: 'loanAnswers.answers.growthPlan',
        type: 'text',
        required: true,
        conditions: ['when'],
      },
      {
        id: 'name',
        source: 'field',
        store: 'loanContact',
        path: 'loanContact.name',
        type: 'text',
        required: true,
        conditions: [],
      },
      {
        id: 'sector',
        source: 'field',
        store: 'loanContact',
        path: 'loanContact.sector',
        type: 'text',
        required: false,
        conditions: [],
        options: ['retail', 'services', 'other'],
      },
      {
        id: 'sectorOther',
        source: 'field',
        store: 'loanContact',
        path: 'loanContact.sectorOther',
        type: 'text',
        required: false,
        conditions: ['schema'],
      },
      {
        id: 'source',
        source: 'param',
        store: 'params',
        path: 'params.source',
        type: 'text',
        required: false,
        conditions: [],
        options: ['bank', 'web'],
      },
      {
        id: 'readiness',
        source: 'computed',
        store: 'computed',
        path: 'computed.readiness',
        type: 'any',
        required: true,
        conditions: [],
      },
    ]);
  });

  it('says which questions may be missing: conditional ones, and URL parameters', () => {
    expect(catalogue.questions.filter(mayBeMissing).map((question) => question.id)).toEqual([
      'collateralOther',
      'growthPlan',
      'sectorOther',
      'source',
    ]);
  });

  it('keeps each condition: the follow-up its option, the conditional field its branch', () => {
    expect(catalogue.at('loanAnswers.answers.collateralOther')?.conditions).toEqual([
      { kind: 'chosen', of: 'collateral', option: 'other', rule: { in: ['other', { var: 'answers.collateral' }] } },
    ]);
    expect(catalogue.at('loanContact.sectorOther')?.conditions).toEqual([
      { kind: 'schema', form: 'loan-contact', at: ['then'] },
    ]);
    expect(catalogue.ofStore('loanContact').map((question) => question.id)).toEqual(['name', 'sector', 'sectorOther']);
    expect(catalogue.ofScreen('not-ready')).toEqual([]);
  });

  it('expands follow-ups at any depth, each inheriting the conditions above it, and a range keeps its format', () => {
    // A follow-up's follow-up: declared on its own, as a follow-up takes any step.
    const which: RadioStep = {
      id: 'which',
      type: 'radio',
      title: 'Which?',
      options: [
        { value: 'else', label: 'Something else', followUp: { id: 'describe', type: 'text', title: 'Describe it' } },
      ],
    };
    const screen: QuestionnaireScreen = {
      id: 'deep',
      type: 'questionnaire',
      route: '/deep',
      store: 'deepAnswers',
      labels: { back: 'Back', next: 'Next', finish: 'Finish' },
      steps: [
        {
          id: 'kind',
          type: 'radio',
          title: 'Kind',
          when: { '==': [{ var: 'params.source' }, 'bank'] },
          options: [
            {
              value: 'other',
              label: 'Other',
              followUp: which,
            },
          ],
        },
        {
          id: 'price',
          type: 'range',
          title: 'Price',
          min: 0,
          max: 10,
          default: { min: 0, max: 10 },
          format: 'currency',
        },
      ],
    };
    const questions = screenQuestions(screen);
    expect(questions.map((question) => [question.id, question.followUpOf, question.at])).toEqual([
      ['kind', undefined, ['steps', 0]],
      ['which', 'kind', ['steps', 0, 'options', 0, 'followUp']],
      ['describe', 'which', ['steps', 0, 'options', 0, 'followUp', 'options', 0, 'followUp']],
      ['price', undefined, ['steps', 1]],
    ]);
    expect(questions[2]?.conditions.map((condition) => condition.kind)).toEqual(['when', 'chosen', 'chosen']);
    const price = questions[3];
    expect(price && stepQuestion(price)).toMatchObject({ type: 'range', format: 'currency', conditions: [] });
    // Built once per loaded screen: every reader gets the same list.
    expect(screenQuestions(screen)).toBe(questions);
  });
});

describe('every part reads the same catalogue', () => {
  it('navigation asks the follow-up when its option is ticked, and the conditional step when its rule holds', () => {
    const ids = (answers: Record<string, unknown>) => {
      const { asked } = askedQuestions(loanScreen, answers as never, { session: {}, computed: loan.computed ?? {} });
      return screenQuestions(loanScreen)
        .filter((_question, index) => asked[index])
        .map((question) => question.id);
    };
    expect(ids({ years: 'under1', collateral: ['equipment'] })).toEqual(['years', 'collateral']);
    expect(ids({ years: 'over3', collateral: ['other'] })).toEqual([
      'years',
      'collateral',
      'collateralOther',
      'growthPlan',
    ]);
  });

  it('the insights event check and the funnel know the follow-up as a step of its screen (fault 7)', () => {
    expect(flowSteps(loan).map((step) => step.step)).toEqual([
      'years',
      'collateral',
      'collateralOther',
      'growthPlan',
      'review',
    ]);
    const batch = (step: string) => ({
      tab: '9b2f4c1e-8d3a-4f6b-9c2d-1e5f7a8b9c0d',
      events: [{ seq: 0, age: 0, flow: 'loan', screen: 'loan', step, kind: 'view' }],
    });
    const rules = eventRules(content);
    expect(checkEventBatch(rules, batch('collateralOther')).ok).toBe(true);
    expect(checkEventBatch(rules, batch('locationRegion'))).toEqual({
      ok: false,
      reason: 'event 0 names no step of its screen',
    });
    // The shipped buyer flow: a visit that picked "Specific region" reports its follow-up.
    const buyer = {
      ...batch('locationRegion'),
      events: [{ ...batch('x').events[0], flow: 'buyer', screen: 'criteria', step: 'locationRegion' }],
    };
    expect(checkEventBatch(rules, buyer).ok).toBe(true);
  });

  it("templates head each answer with its question's title, follow-ups included", () => {
    const params = buildEmailParams(
      { params: { all: '{{ loanAnswers.answers | titled }}', byId: '{{ loanAnswers.answers | titledById }}' } },
      { loanAnswers: { step: 2, answers: { years: 'over3', collateralOther: 'A van' } } },
      { summary: '' },
      new Date(0),
      loan,
    );
    expect(params.all).toBe('How long has the business traded?:\nover3\n\nWhat other collateral?:\nA van');
    expect(params.byId).toBe('Years:\nover3\n\nCollateral Other:\nA van');
  });

  it('the owner’s CSV has a column per question, the follow-up and the URL parameter included', () => {
    const responses = [
      {
        id: 'r1',
        createdAt: new Date(0),
        score: 70,
        answers: {
          loanAnswers: { answers: { years: 'over3', collateral: ['property', 'other'], collateralOther: 'A van' } },
          params: { source: 'bank' },
        },
      } as never,
    ];
    const [header, row] = responsesCsv(content, loan, responses)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe(
      'Response,Submitted (UTC),Score,How long has the business traded?,What can you offer as collateral?,What other collateral?,What would the loan pay for?,Your name,Sector,Which sector?,source',
    );
    expect(row).toBe('r1,1970-01-01T00:00:00.000Z,70,More than three years,"Property, Other",A van,,,,,bank');
    const codes = responsesCsv(content, loan, responses, 'codes')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[1];
    expect(codes).toBe('r1,1970-01-01T00:00:00.000Z,70,over3,property; other,A van,,,,,bank');
  });

  it('the offline analyzer leaves out an optional criterion whose question was not asked', () => {
    const analysis = content.analyses['loan-review'];
    if (!analysis) throw new Error('no loan-review analysis');
    const text = offlineAnalyze(
      { loanContact: { name: 'Ada' }, loanAnswers: { answers: { years: 'under1' } } },
      analysis,
      { flow: loan, notes: content.app.offlineNotes },
    );
    // A name alone is never a strength.
    expect(text).not.toContain('Strongest areas');
    expect(text).not.toContain('Loan Purpose');
  });
});

describe('branches are enforced (the path over the stored answers)', () => {
  const session = (answers: Record<string, unknown>, contact = true) => ({
    loanAnswers: { step: 0, answers },
    ...(contact ? { loanContact: { name: 'Ada' } } : {}),
  });
  const notReady = session({ years: 'under1', collateral: ['equipment'] });
  const ready = session({ years: 'over3', collateral: ['property'], growthPlan: 'A second shop' });

  it('opens the screens the answers lead to, and sends any other to where they lead', () => {
    expect(pathOutcome(loan, 'review', notReady)).toEqual({ open: false, leadsTo: '/loan-not-ready' });
    expect(pathOutcome(loan, 'not-ready', notReady)).toEqual({ open: true });
    expect(pathOutcome(loan, 'review', ready)).toEqual({ open: true });
    expect(pathOutcome(loan, 'not-ready', ready)).toEqual({ open: false, leadsTo: '/loan-review' });
    // Earlier screens always open; an unfinished questionnaire has not decided yet.
    expect(pathOutcome(loan, 'loan', notReady)).toEqual({ open: true });
    expect(pathOutcome(loan, 'review', session({ years: 'over3' }))).toEqual({ open: true });
    expect(pathOutcome(loan, 'not-ready', session({ years: 'over3' }))).toEqual({ open: true });
  });

  it('the server refuses an analysis whose answers lead elsewhere, before any provider runs', () => {
    const rules = requestRules(content);
    const body = (stored: Record<string, unknown>) => ({ flowId: 'loan', analysisId: 'loan-review', answers: stored });
    expect(checkAnalysisRequest(content, rules, body(ready)).ok).toBe(true);
    expect(checkAnalysisRequest(content, rules, body(notReady))).toEqual({
      ok: false,
      code: 'invalid',
      message: fillMessage(content.app.serverMessages.invalidRequest, {
        reason: fillMessage(content.app.serverMessages.answersLeadElsewhere, { route: '/loan-not-ready' }),
      }),
    });
  });
});
