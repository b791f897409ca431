/**
 * Computed values outside the questionnaire: the one function the prompt (browser and server),
 * the email and the results screens read them through, over the logic fixture flow.
 */
import { describe, expect, it } from 'vitest';
import { buildEmailParams } from '../../../src/engine/analysis/index.ts';
import type { FlowContent } from '../../../src/engine/content/types.ts';
import { computedValues, templateScope } from '../../../src/engine/logic/flowValues.ts';
import { resultDisplay } from '../../../src/engine/results/resultValues.ts';
import { shownResultValues } from '../../../src/engine/results/shownResult.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent('tests/fixtures/logic-flow');
const flow = content.flows.find((candidate) => candidate.id === 'qualify') as FlowContent;
const results = (id: string) => {
  const screen = flow.screens.find((candidate) => candidate.id === id);
  if (screen?.type !== 'results') throw new Error(`no results screen ${id}`);
  return screen;
};

/** The session as the questionnaire leaves it. */
function stores(answers: Record<string, unknown>) {
  return { qualifyAnswers: { step: 4, answers } };
}
const revenue = stores({
  stage: 'revenue',
  industries: ['saas'],
  budget: { min: 600000, max: 1000000 },
  plan: ' Hire ',
});

describe('computedValues', () => {
  it('works out every computed value over the stored answers, one reading another', () => {
    expect(computedValues(flow, revenue)).toEqual({ budgetMidpoint: 800000, readiness: 90 });
    expect(computedValues(flow, stores({ stage: 'idea', budget: { min: 0, max: 100000 } }))).toEqual({
      budgetMidpoint: 50000,
      readiness: 30,
    });
  });

  it('reads a questionnaire as its questions do: only what each step accepts as its answer', () => {
    // A budget that is no range answer is not an answer: the midpoint has nothing to work from.
    expect(computedValues(flow, stores({ stage: 'revenue', budget: 'a lot' })).readiness).toBe(60);
    expect(computedValues(flow, { qualifyAnswers: 'not stored as a questionnaire' })).toEqual({
      budgetMidpoint: null,
      readiness: 30,
    });
  });

  it('is empty for a flow without computed values, and null for one that cannot be worked out', () => {
    expect(computedValues({ screens: [] }, revenue)).toEqual({});
    expect(computedValues({ screens: [], computed: { loop: { var: 'computed.loop' } } }, {})).toEqual({ loop: null });
  });

  it('reads the URL parameters under params, in computed values and templates alike', () => {
    const withSource = {
      ...flow,
      computed: { ...flow.computed, referred: { '==': [{ var: 'params.source' }, 'partner'] } },
    };
    const session = { ...revenue, params: { source: 'partner' } };
    expect(computedValues(withSource, session)).toMatchObject({ referred: true });
    expect(computedValues(withSource, revenue)).toMatchObject({ referred: false });
    expect(templateScope(withSource, session)).toMatchObject({ params: { source: 'partner' } });
  });

  it('puts them beside the stores in what templates read', () => {
    expect(templateScope(flow, revenue)).toEqual({ ...revenue, computed: { budgetMidpoint: 800000, readiness: 90 } });
  });
});

describe('a results screen shows computed values', () => {
  it('as its score (in the score colours) and in its texts', () => {
    const screen = results('ready');
    const values = shownResultValues(flow, screen.result.values, revenue);
    expect(resultDisplay(screen.result.view, values)).toMatchObject({
      score: 90,
      summary: 'With a readiness of 90, you are ready; an advisor will call you this week.',
    });
    const other = results('result');
    expect(resultDisplay(other.result.view, shownResultValues(flow, other.result.values, stores({}))).summary).toBe(
      'A budget around $ and a readiness of 30. Thanks, we will be in touch.',
    );
  });

  it('renders texts inside lists and objects, and leaves other values as they are', () => {
    const values = {
      items: ['{{ computed.readiness }} points', 'plain'],
      nested: { at: '{{ computed.budgetMidpoint }}' },
      score: 3,
      none: null,
    };
    expect(shownResultValues(flow, values, revenue)).toEqual({
      items: ['90 points', 'plain'],
      nested: { at: '800000' },
      score: 3,
      none: null,
      computed: { budgetMidpoint: 800000, readiness: 90 },
    });
  });
});

describe('an email reads computed values', () => {
  it("through the flow's computed values over the answers the analysis read", () => {
    const spec = { params: { readiness: 'Readiness {{ computed.readiness }} of {{ qualifyAnswers.answers.stage }}' } };
    const now = new Date(2026, 10, 25);
    expect(buildEmailParams(spec, revenue, {}, now, flow)).toEqual({ readiness: 'Readiness 90 of revenue' });
    expect(buildEmailParams(spec, revenue, {}, now)).toEqual({ readiness: 'Readiness  of revenue' });
  });
});
