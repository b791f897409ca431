// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireScreen } from '../../../src/engine/content/types.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { useQuestionnaire } from '../../../src/ui/screens/questionnaire/useQuestionnaire.ts';
import { sessionStore } from '../../../src/ui/session/sessionStore.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent();
// A questionnaire opening on a text step, where Next without an answer is refused.
const flow = content.flows.find((candidate) =>
  candidate.screens.some((each) => each.type === 'questionnaire' && each.steps[0]?.type === 'text'),
);
const screen = flow?.screens.find(
  (candidate): candidate is QuestionnaireScreen =>
    candidate.type === 'questionnaire' && candidate.steps[0]?.type === 'text',
);
if (!flow || !screen) throw new Error('no questionnaire opening on a text step in the shipped content');
const answer = 'Founders lose weeks to manual bookkeeping every quarter.';
const pause = content.app.transitionMs;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const store = sessionStore().getState();
  store.register(slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms));
  store.clear(Object.keys(store.slots)); // Each test opens the questionnaire fresh, at step 1.
});
afterEach(() => vi.useRealTimers());

/** `ms` pass on the clock, firing the timers that come due. */
function passes(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the pause after Next', () => {
  it('runs from the press, so time spent drawing Response recorded is part of it, not added to it', () => {
    const { result } = renderHook(() => useQuestionnaire(content.app, flow, screen));
    act(() => result.current.dispatch({ type: 'answer', answer }));

    const drawing = 120;
    act(() => {
      result.current.dispatch({ type: 'next' });
      // The flash's render and its effects happen after the press; here they take `drawing` ms.
      vi.advanceTimersByTime(drawing);
    });
    expect(result.current.state).toMatchObject({ step: 0, phase: 'recorded' });

    passes(pause - drawing - 1);
    expect(result.current.state).toMatchObject({ step: 0, phase: 'recorded' });
    passes(1);
    expect(result.current.state).toMatchObject({ step: 1, phase: 'answering' });
  });

  it('is timed from the Next that was accepted, not an earlier refused one', () => {
    const { result } = renderHook(() => useQuestionnaire(content.app, flow, screen));
    act(() => result.current.dispatch({ type: 'next' }));
    expect(result.current.state.phase).toBe('answering');
    act(() => result.current.dispatch({ type: 'answer', answer }));
    passes(pause * 2);
    act(() => result.current.dispatch({ type: 'next' }));
    passes(pause - 1);
    expect(result.current.state).toMatchObject({ step: 0, phase: 'recorded' });
    passes(1);
    expect(result.current.state).toMatchObject({ step: 1, phase: 'answering' });
  });
});
