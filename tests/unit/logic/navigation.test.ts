import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../src/engine/content/types.ts';
import {
  initialNavigation,
  navigate,
  progressOf,
  type NavigationEvent,
  type NavigationState,
} from '../../../src/engine/flow/questionnaire.ts';
import { askedStepIds } from '../../../src/engine/logic/askedQuestions.ts';
import type { LogicContext } from '../../../src/engine/logic/logicData.ts';
import { screenQuestions } from '../../../src/engine/catalogue/screenQuestions.ts';
import { logicContext, logicScreen as screen, messages } from './support/logicScreen.ts';

function run(
  events: NavigationEvent[],
  context: LogicContext = logicContext,
  from: NavigationState = initialNavigation(undefined, screen, context),
): NavigationState {
  return events.reduce((state, event) => navigate(state, event, screen, messages, context), from);
}

/** Answers the current question and lets the transition finish. */
const answered = (answer: Answers[string]): NavigationEvent[] => [
  { type: 'answer', answer },
  { type: 'next' },
  { type: 'advance' },
];

const idAt = (state: NavigationState) => screenQuestions(screen)[state.step]?.step.id;

describe('navigation with conditions', () => {
  it('places each follow-up right after the step that offers it', () => {
    expect(screenQuestions(screen).map((question) => question.step.id)).toEqual([
      'location',
      'region',
      'industries',
      'otherIndustry',
      'budget',
      'financing',
      'advisor',
    ]);
  });

  it('skips a follow-up whose option was not chosen, and a step whose `when` does not hold', () => {
    const state = run([...answered('remote'), ...answered(['saas'])]);
    expect(idAt(state)).toBe('budget');
    const done = run([...answered({ min: 0, max: 40 }), ...answered('Maria')], logicContext, state);
    expect(done.phase).toBe('complete');
    expect(Object.keys(done.answers)).toEqual(['location', 'industries', 'budget', 'advisor']);
  });

  it('asks the follow-up when its option is chosen, and a checkbox follow-up when its option is among the ticked', () => {
    const state = run([...answered('region'), ...answered('Nordics'), ...answered(['saas', 'other'])]);
    expect(idAt(state)).toBe('otherIndustry');
  });

  it('asks a step whose condition reads a computed value over another store', () => {
    const novice = { ...logicContext, session: { profile: { name: 'Bo', experience: 'novice' } } };
    const state = run([...answered('remote'), ...answered(['saas']), ...answered({ min: 0, max: 90 })], novice);
    expect(idAt(state)).toBe('financing');
    expect(run(answered('Savings'), novice, state).phase).toBe('complete');
  });

  it('counts only the questions that will be asked given the answers so far', () => {
    const start = initialNavigation(undefined, screen, logicContext);
    // Nothing chosen yet: no follow-up and no financing question is claimed.
    expect(progressOf(start, screen, logicContext)).toMatchObject({ number: 1, total: 4 });
    const chosen = run([{ type: 'answer', answer: 'region' }]);
    expect(progressOf(chosen, screen, logicContext)).toMatchObject({ number: 1, total: 5, percent: 0 });
    const later = run([...answered('region'), ...answered('Nordics')]);
    expect(progressOf(later, screen, logicContext)).toMatchObject({ number: 3, total: 5, percent: 40 });
  });

  it('goes Back to the previous question that was asked', () => {
    const state = run([...answered('remote'), ...answered(['saas'])]);
    expect(idAt(run([{ type: 'back' }], logicContext, state))).toBe('industries');
    expect(idAt(run([{ type: 'back' }, { type: 'back' }], logicContext, state))).toBe('location');
    expect(
      progressOf(run([{ type: 'back' }, { type: 'back' }], logicContext, state), screen, logicContext).isFirst,
    ).toBe(true);
  });

  it('drops the answer to a question that is no longer asked when the answer it depended on changes', () => {
    const state = run([...answered('region'), ...answered('Nordics'), { type: 'back' }, { type: 'back' }]);
    expect(idAt(state)).toBe('location');
    expect(state.answers.region).toBe('Nordics');
    const changed = run([{ type: 'answer', answer: 'remote' }], logicContext, state);
    expect(changed.answers).toEqual({ location: 'remote' });
  });

  it('keeps the spec behaviour when no condition applies: every step in order', () => {
    const plain = { ...screen, steps: screen.steps.filter((step) => step.type === 'range' || step.type === 'text') };
    plain.steps = plain.steps.map(({ when: _when, ...step }) => step);
    const state = answered({ min: 0, max: 10 }).reduce(
      (current, event) => navigate(current, event, plain, messages),
      initialNavigation(undefined, plain),
    );
    expect(progressOf(state, plain)).toMatchObject({ number: 2, total: 3, percent: (1 / 3) * 100 });
  });

  it('reports which steps a finished questionnaire asked, for anything that records it', () => {
    const done = run([...answered('region'), ...answered('Nordics'), ...answered(['saas'])]);
    expect(askedStepIds(screen, done.answers, logicContext)).toEqual([
      'location',
      'region',
      'industries',
      'budget',
      'advisor',
    ]);
  });

  it('opens a stored questionnaire on an asked question even if its stored step is no longer asked', () => {
    const saved = { step: 1, answers: { location: 'remote' } };
    expect(idAt(initialNavigation(saved, screen, logicContext))).toBe('location');
  });

  it('resets to the first asked question with no answers', () => {
    const state = run([...answered('remote'), { type: 'reset' }]);
    expect(state).toMatchObject({ step: 0, answers: {}, phase: 'answering' });
  });
});
