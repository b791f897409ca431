import { describe, expect, it } from 'vitest';
import type { Logic } from '../../../src/engine/content/contentLanguage.generated.ts';
import type { QuestionnaireScreen, Step } from '../../../src/engine/content/types.ts';
import { neverAsked } from '../../../src/checker/checks/logic/neverAsked.ts';
import { screenQuestions } from '../../../src/engine/catalogue/screenQuestions.ts';
import { logicScreen } from './support/logicScreen.ts';

/** The last question of logicScreen's questions plus one asked `when` the rule holds. */
function lastAsked(when: Logic, steps: Step[] = logicScreen.steps) {
  const screen: QuestionnaireScreen = {
    ...logicScreen,
    steps: [...steps, { id: 'probe', type: 'text', title: 'Probe', when }],
  };
  const questions = screenQuestions(screen);
  return neverAsked(
    questions[questions.length - 1] as (typeof questions)[number],
    questions.slice(0, -1),
    screen.store,
  );
}

const location = { var: 'answers.location' };

describe('a question no answer can ever show', () => {
  it('is found when no choice of the radio and checkbox answers it reads makes its rule hold', () => {
    expect(lastAsked({ and: [{ '==': [location, 'remote'] }, { '==': [location, 'region'] }] })).toBe(true);
    expect(
      lastAsked({ and: [{ in: ['saas', { var: 'answers.industries' }] }, { '!': [{ var: 'answers.industries' }] }] }),
    ).toBe(true);
  });

  it('is not reported when some choice shows it, unanswered included', () => {
    expect(lastAsked({ '==': [location, 'region'] })).toBe(false);
    expect(lastAsked({ in: ['other', { var: 'answers.industries' }] })).toBe(false);
    expect(lastAsked({ '!': [location] })).toBe(false);
  });

  it('is never guessed: a rule reading text, a range, a store or a computed value is left alone', () => {
    expect(lastAsked({ and: [false, { '>': [{ var: 'answers.budget.max' }, 5] }] })).toBe(false);
    expect(lastAsked({ and: [false, { var: 'answers.region' }] })).toBe(false);
    expect(lastAsked({ and: [false, { var: 'computed.readiness' }] })).toBe(false);
    expect(lastAsked(false)).toBe(false);
  });

  it('gives up past a thousand combinations rather than try them all', () => {
    const radios: Step[] = Array.from({ length: 6 }, (_, index) => ({
      id: `r${index}`,
      type: 'radio',
      title: `R${index}`,
      options: ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value })),
    }));
    const all = radios.map((step) => ({ '==': [{ var: `answers.${step.id}` }, 'x'] }));
    expect(lastAsked({ and: all }, radios)).toBe(false);
    expect(lastAsked({ and: all.slice(0, 2) }, radios)).toBe(true);
  });
});
