import { describe, expect, it } from 'vitest';
import type { QuestionnaireScreen } from '../../../src/engine/content/types.ts';
import {
  currentAnswer,
  initialNavigation,
  navigate,
  progressOf,
  type NavigationEvent,
  type NavigationState,
} from '../../../src/engine/flow/questionnaire.ts';
import { questionIndex, reachableStep } from '../../../src/engine/flow/reachableStep.ts';
import { noLogic } from '../../../src/engine/logic/logicData.ts';
import { messages } from '../steps/fixtures.ts';

const screen: QuestionnaireScreen = {
  id: 'q',
  type: 'questionnaire',
  route: '/q',
  store: 'q',
  labels: { back: 'Back', next: 'Next', finish: 'Finish' },
  steps: [
    { id: 'problem', type: 'text', title: 'Problem' },
    { id: 'price', type: 'range', title: 'Price', min: 0, max: 100, default: { min: 10, max: 90 }, format: 'currency' },
    {
      id: 'team',
      type: 'radio',
      title: 'Team',
      options: [
        { value: 'solo', label: 'Solo' },
        { value: 'small', label: 'Small' },
      ],
    },
  ],
};

function run(events: NavigationEvent[], from: NavigationState = initialNavigation(undefined, screen)): NavigationState {
  return events.reduce((state, event) => navigate(state, event, screen, messages), from);
}

describe('questionnaire navigation', () => {
  it('rejects a blank answer with the configured message, and clears it on edit', () => {
    const rejected = run([{ type: 'answer', answer: '   ' }, { type: 'next' }]);
    expect(rejected.error).toBe('Please provide an answer before continuing');
    expect(rejected.phase).toBe('answering');
    expect(run([{ type: 'answer', answer: 'x' }], rejected).error).toBeNull();
  });

  it('records, then advances only on the transition event', () => {
    const recorded = run([{ type: 'answer', answer: 'Churn' }, { type: 'next' }]);
    expect(recorded).toMatchObject({ step: 0, phase: 'recorded', error: null });
    expect(run([{ type: 'advance' }], recorded)).toMatchObject({ step: 1, phase: 'answering' });
  });

  it('blocks Back, Next and edits during a transition', () => {
    const recorded = run([
      { type: 'answer', answer: 'Churn' },
      { type: 'next' },
      { type: 'advance' },
      { type: 'next' },
    ]);
    expect(recorded.phase).toBe('recorded');
    expect(run([{ type: 'back' }], recorded)).toBe(recorded);
    expect(run([{ type: 'next' }], recorded)).toBe(recorded);
    expect(run([{ type: 'answer', answer: { min: 0, max: 1 } }], recorded)).toBe(recorded);
  });

  it('goes back one step, clearing the error, and never below step 0', () => {
    const atFirst = initialNavigation(undefined, screen);
    expect(run([{ type: 'back' }], atFirst)).toBe(atFirst);
    const second = run([
      { type: 'answer', answer: 'Churn' },
      { type: 'next' },
      { type: 'advance' },
      { type: 'answer', answer: { min: 50, max: 10 } },
      { type: 'next' },
    ]);
    expect(second.error).not.toBeNull();
    expect(run([{ type: 'back' }], second)).toMatchObject({ step: 0, error: null });
  });

  it('records a range step untouched at its declared default', () => {
    const atRange = run([{ type: 'answer', answer: 'Churn' }, { type: 'next' }, { type: 'advance' }]);
    expect(currentAnswer(atRange, screen)).toEqual({ min: 10, max: 90 });
    expect(run([{ type: 'next' }], atRange).answers.price).toEqual({ min: 10, max: 90 });
  });

  it('completes after the last step, and reopens or resets from there', () => {
    const done = run([
      { type: 'answer', answer: 'Churn' },
      { type: 'next' },
      { type: 'advance' },
      { type: 'next' },
      { type: 'advance' },
      { type: 'answer', answer: 'solo' },
      { type: 'next' },
      { type: 'advance' },
    ]);
    expect(done).toMatchObject({
      step: 2,
      phase: 'complete',
      answers: { problem: 'Churn', price: { min: 10, max: 90 }, team: 'solo' },
    });
    expect(run([{ type: 'reopen' }], done)).toMatchObject({ step: 2, phase: 'answering', answers: done.answers });
    expect(run([{ type: 'reset' }], done)).toEqual({ step: 0, answers: {}, error: null, phase: 'answering' });
  });

  it('resumes a stored state, clamping a step beyond the end', () => {
    expect(initialNavigation({ step: 1, answers: { problem: 'x' } }, screen)).toMatchObject({
      step: 1,
      answers: { problem: 'x' },
    });
    expect(initialNavigation({ step: 9, answers: {} }, screen).step).toBe(2);
  });

  it('reports progress as the step index over the step count, and N of M', () => {
    expect(progressOf(initialNavigation(undefined, screen), screen)).toEqual({
      percent: 0,
      number: 1,
      total: 3,
      isFirst: true,
      isLast: false,
    });
    expect(progressOf(initialNavigation({ step: 2, answers: {} }, screen), screen)).toMatchObject({
      number: 3,
      total: 3,
      isLast: true,
    });
    expect(progressOf(initialNavigation({ step: 1, answers: {} }, screen), screen).percent).toBeCloseTo(33.33, 1);
  });
});

describe('going to a question by address or history', () => {
  const answered = run([
    { type: 'answer', answer: 'Churn' },
    { type: 'next' },
    { type: 'advance' },
    { type: 'next' },
    { type: 'advance' },
  ]);

  it('finds a question by its id, follow-ups included', () => {
    expect(questionIndex(screen, 'team')).toBe(2);
    expect(questionIndex(screen, 'nope')).toBe(-1);
  });

  it('goes back and forward between reached questions, answers kept', () => {
    expect(answered).toMatchObject({ step: 2, phase: 'answering' });
    const back = run([{ type: 'goto', step: 0 }], answered);
    expect(back).toMatchObject({ step: 0, phase: 'answering', answers: answered.answers });
    expect(run([{ type: 'goto', step: 2 }], back)).toMatchObject({ step: 2, answers: answered.answers });
  });

  it('takes a question not yet reached to the first one without a recorded answer', () => {
    const fresh = initialNavigation(undefined, screen);
    expect(run([{ type: 'goto', step: 2 }], fresh).step).toBe(0);
    const typed = run([{ type: 'answer', answer: 'Churn' }, { type: 'next' }, { type: 'advance' }]);
    // The range shows its default, but nobody has passed it: it stops there.
    expect(run([{ type: 'goto', step: 2 }], typed).step).toBe(1);
    expect(reachableStep(screen, typed.answers, 2, messages, noLogic)).toBe(1);
    // An emptied earlier answer stops the way forward at it.
    const emptied = run(
      [
        { type: 'goto', step: 0 },
        { type: 'answer', answer: '  ' },
      ],
      answered,
    );
    expect(run([{ type: 'goto', step: 2 }], emptied).step).toBe(0);
  });

  it('gives up a running transition and clears the error', () => {
    const recorded = run([{ type: 'next' }], answered);
    expect(recorded.error).not.toBeNull();
    expect(run([{ type: 'goto', step: 1 }], recorded)).toMatchObject({ step: 1, error: null, phase: 'answering' });
    const moving = run([{ type: 'answer', answer: 'solo' }, { type: 'next' }], answered);
    expect(moving.phase).toBe('recorded');
    expect(run([{ type: 'goto', step: 0 }], moving)).toMatchObject({ step: 0, phase: 'answering' });
  });

  it('keeps the state when asked for the question it shows', () => {
    expect(run([{ type: 'goto', step: 2 }], answered)).toBe(answered);
    expect(run([{ type: 'goto', step: 99 }], answered)).toBe(answered);
  });
});
