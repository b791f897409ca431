// @vitest-environment jsdom
import { render, cleanup, screen } from '@testing-library/react';
import shell from 'virtual:content/shell';
import { afterEach, describe, expect, it } from 'vitest';
import type { TextStep } from '../../../src/engine/content/types.ts';
import { StepView } from '../../../src/ui/steps/StepView.tsx';

afterEach(cleanup);

const pitch: TextStep = { id: 'pitch', type: 'text', title: 'Pitch', maxLength: 20 };

function renderAnswer(step: TextStep, answer: string) {
  render(
    <>
      <h2 id="t">{step.title}</h2>
      <StepView step={step} answer={answer} titleId="t" onChange={() => {}} />
    </>,
  );
  return screen.getByRole('textbox', { name: step.title });
}

describe('a text step near its length limit', () => {
  it("takes no more than the step's maxLength and shows a counter from 90 % of it", () => {
    const box = renderAnswer(pitch, 'x'.repeat(17));
    expect(box.getAttribute('maxlength')).toBe('20');
    expect(screen.queryByTestId('length-counter')).toBeNull();
    cleanup();
    renderAnswer(pitch, 'x'.repeat(18));
    expect(screen.getByTestId('length-counter').textContent).toBe('18 / 20 characters');
  });

  it("falls back to the app's answerMaxLength", () => {
    const { maxLength: _none, ...open } = pitch;
    const box = renderAnswer(open, 'x'.repeat(shell.app.answerMaxLength));
    expect(box.getAttribute('maxlength')).toBe(String(shell.app.answerMaxLength));
    expect(screen.getByTestId('length-counter').textContent).toBe('10,000 / 10,000 characters');
  });
});
