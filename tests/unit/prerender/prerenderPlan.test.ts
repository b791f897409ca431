import { describe, expect, it } from 'vitest';
import { prerenderPlan, shownSampleAnswers } from '../../../tools/vite/prerender/prerenderPlan.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

describe('which routes the build prerenders', () => {
  const content = checkedContent();
  const plan = prerenderPlan(content);
  const page = (route: string) => plan.pages.find((candidate) => candidate.route === route);

  it('renders the home page and the static pages as they are, for every visit to their route', () => {
    for (const route of ['/', '/consulting', '/privacy']) {
      expect(page(route)).toEqual({
        route,
        slots: {},
        gate: { route, present: [], absent: [], plainTitle: 'Venture Advisor' },
      });
    }
  });

  it('renders a form afresh, without its submitted value or its draft', () => {
    expect(page('/buyer-profile')?.gate).toEqual({
      route: '/buyer-profile',
      present: [],
      absent: ['buyerProfile', 'buyerProfileDraft', 'buyerQuestionnaire'],
      plainTitle: 'Venture Advisor',
    });
  });

  it("renders a flow's screens only for a visitor without a kept analysis result, which they show or offer", () => {
    expect(page('/assessment')?.gate.absent).toContain('analysisResult:founder');
    expect(page('/questions')?.gate.absent).toContain('analysisResult:founder');
    expect(page('/simple-positioning')?.gate.absent).toContain('analysisResult:product');
    expect(page('/buyer-profile')?.gate.absent).not.toContain('analysisResult:founder');
  });

  it('renders a guarded questionnaire with what its visitor brings, and only for a visitor without progress', () => {
    const questions = page('/buyer-questions');
    expect(Object.keys(questions?.slots ?? {})).toEqual(['buyerProfile']);
    expect(questions?.gate).toEqual({
      route: '/buyer-questions',
      present: ['buyerProfile'],
      absent: ['buyerProfileDraft', 'buyerQuestionnaire'],
      plainTitle: 'Venture Advisor',
    });
    // A later form of the product flow needs both earlier sections.
    expect(page('/customer-profile')?.gate.present).toEqual(['simplePositioning', 'productIdea']);
  });

  it('leaves results to the browser: they show what was answered', () => {
    const results = content.flows.flatMap((flow) => flow.screens).filter((screen) => screen.type === 'results');
    expect(results.length).toBeGreaterThan(0);
    for (const screen of results) expect(page(screen.route)).toBeUndefined();
  });

  it('skips, with the reason, a screen whose guards the sample answers cannot pass', () => {
    const strict = structuredClone(content);
    const buyer = strict.flows.find((flow) => flow.id === 'buyer');
    const questions = buyer?.screens.find((screen) => screen.route === '/buyer-questions');
    questions?.guards?.push({
      store: 'nobodyWritesThis',
      redirect: '/',
      missing: 'Start from the home page.',
      invalid: 'Start from the home page.',
    });
    const skipped = prerenderPlan(strict).skipped;
    expect(skipped).toEqual([
      {
        route: '/buyer-questions',
        reason: 'sample answers do not pass its guards (Start from the home page.)',
      },
    ]);
  });
});

describe('a branching flow (tests/fixtures/branch-flow)', () => {
  it("skips, with the reason, a screen the sample answers' branches do not lead to", () => {
    const plan = prerenderPlan(checkedContent('tests/fixtures/branch-flow'));
    // The sample answers (each question's first option) give a readiness below the review's.
    expect(plan.skipped).toEqual([{ route: '/loan-review', reason: 'sample answers lead to /loan-not-ready instead' }]);
    expect(plan.pages.map((page) => page.route)).toContain('/loan');
  });
});

describe('shownSampleAnswers', () => {
  const slots = { profile: { name: 'Sample Name', plan: 'none', team: ['Sample Co-founder'], size: 3, tag: 'ab' } };

  it('finds an answer the markup shows as text or in an attribute, escaped as React writes it', () => {
    expect(shownSampleAnswers('<p>Hello Sample Name</p>', slots)).toEqual(['Sample Name']);
    expect(shownSampleAnswers('<input value="Sample Co-founder">', slots)).toEqual(['Sample Co-founder']);
    expect(shownSampleAnswers('<p>A &amp; B</p>', { profile: { name: 'A & B' } })).toEqual(['A & B']);
  });

  it('ignores styles and answers too short to tell', () => {
    expect(shownSampleAnswers('<style>.a{display:none}</style><p>ab</p>', slots)).toEqual([]);
  });
});
