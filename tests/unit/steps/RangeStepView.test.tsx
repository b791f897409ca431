// @vitest-environment jsdom
import { render, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import messages from 'virtual:content/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { RangeAnswer, RangeStep } from '../../../src/engine/content/types.ts';
import { RangeStepView } from '../../../src/ui/steps/RangeStepView.tsx';
import { askingPrice, revenueMultiple } from './fixtures.ts';

afterEach(cleanup);

function Harness({ step, onChange }: { step: RangeStep; onChange?: (value: RangeAnswer | undefined) => void }) {
  const [answer, setAnswer] = useState<RangeAnswer | undefined>(undefined);
  return (
    <>
      <h2 id="title">{step.title}</h2>
      <RangeStepView
        step={step}
        answer={answer}
        titleId="title"
        onChange={(value) => {
          setAnswer(value);
          onChange?.(value);
        }}
      />
    </>
  );
}

const minHandle = () => screen.getByRole('slider', { name: 'Minimum asking price' });
const maxHandle = () => screen.getByRole('slider', { name: 'Maximum asking price' });

describe('RangeStepView', () => {
  it('shows the default with formatted labels and slider semantics', () => {
    render(<Harness step={askingPrice} />);
    expect(screen.getByTestId('range-label').textContent).toBe('$100K – $2M+');
    expect(minHandle().getAttribute('aria-valuenow')).toBe('100000');
    expect(minHandle().getAttribute('aria-valuetext')).toBe('$100K');
    expect(maxHandle().getAttribute('aria-valuetext')).toBe('$2M+');
    expect(minHandle().getAttribute('aria-valuemin')).toBe('0');
    expect(maxHandle().getAttribute('aria-valuemax')).toBe('2000000');
    expect(minHandle().tabIndex).toBe(0);
    expect(screen.getByRole('group', { name: 'Asking price range' })).toBeTruthy();
  });

  it('moves the min handle by one step with ArrowRight and reports a {min, max} answer', () => {
    const onChange = vi.fn();
    render(<Harness step={askingPrice} onChange={onChange} />);
    fireEvent.keyDown(minHandle(), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 150_000, max: 2_000_000 });
    expect(minHandle().getAttribute('aria-valuetext')).toBe('$150K');
    expect(screen.getByTestId('range-label').textContent).toBe('$150K – $2M+');
  });

  it('stops the min handle at the max handle on End, never crossing it', () => {
    render(<Harness step={askingPrice} />);
    fireEvent.keyDown(maxHandle(), { key: 'PageDown' }); // 2M - 200K
    expect(maxHandle().getAttribute('aria-valuetext')).toBe('$1.8M');
    fireEvent.keyDown(minHandle(), { key: 'End' });
    expect(minHandle().getAttribute('aria-valuenow')).toBe('1800000');
    expect(minHandle().getAttribute('aria-valuetext')).toBe('$1.8M');
    fireEvent.keyDown(maxHandle(), { key: 'Home' });
    expect(maxHandle().getAttribute('aria-valuenow')).toBe('1800000');
  });

  it('moves the max handle with ArrowLeft and Home on min goes to the lower bound', () => {
    render(<Harness step={revenueMultiple} />);
    const max = screen.getByRole('slider', { name: 'Maximum revenue multiple' });
    const min = screen.getByRole('slider', { name: 'Minimum revenue multiple' });
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    expect(max.getAttribute('aria-valuetext')).toBe('19x');
    fireEvent.keyDown(min, { key: 'PageUp' });
    fireEvent.keyDown(min, { key: 'Home' });
    expect(min.getAttribute('aria-valuetext')).toBe('0x');
  });

  it('ignores keys while disabled', () => {
    const onChange = vi.fn();
    render(<RangeStepView step={askingPrice} answer={undefined} titleId="t" onChange={onChange} disabled />);
    fireEvent.keyDown(minHandle(), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
    expect(minHandle().tabIndex).toBe(-1);
  });

  it('highlights only the bars inside the range and hides the histogram from assistive tech', () => {
    render(<Harness step={askingPrice} />);
    const histogram = screen.getByTestId('histogram');
    expect(histogram.getAttribute('aria-hidden')).toBe('true');
    expect(histogram.children).toHaveLength(50);
    expect(histogram.querySelectorAll('[data-highlighted]')).toHaveLength(48);
  });

  it('drags the nearer handle with a pointer and clamps it at the other handle', () => {
    const onChange = vi.fn();
    render(<Harness step={askingPrice} onChange={onChange} />);
    const track = screen.getByTestId('histogram').parentElement as HTMLElement;
    // jsdom has no layout: pretend the track is 500px wide, so 1px = $4,000.
    track.getBoundingClientRect = () => ({
      left: 0,
      width: 500,
      top: 0,
      height: 100,
      right: 500,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 250, button: 0, pointerType: 'mouse' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 1_000_000, max: 2_000_000 });
    expect(document.activeElement).toBe(minHandle());
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 9_999 });
    expect(minHandle().getAttribute('aria-valuenow')).toBe('2000000');
    fireEvent.pointerUp(track, { pointerId: 1 });
    const calls = onChange.mock.calls.length;
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 0 });
    expect(onChange.mock.calls.length).toBe(calls);
  });

  it('pulls stacked handles apart in the direction of the first move', () => {
    render(<Harness step={askingPrice} />);
    fireEvent.keyDown(minHandle(), { key: 'End' }); // both at $2M
    const track = screen.getByTestId('histogram').parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({
      left: 0,
      width: 500,
      top: 0,
      height: 100,
      right: 500,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(minHandle(), { pointerId: 1, clientX: 500, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 400 });
    expect(minHandle().getAttribute('aria-valuetext')).toBe('$1.6M');
    expect(maxHandle().getAttribute('aria-valuetext')).toBe('$2M+');
  });

  it('lets handles stacked mid-track be dragged apart either way, whichever is grabbed', () => {
    render(<Harness step={askingPrice} />);
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(maxHandle(), { key: 'PageDown' }); // $1.2M
    fireEvent.keyDown(minHandle(), { key: 'End' }); // stacked at $1.2M, min drawn on top
    const track = screen.getByTestId('histogram').parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({
      left: 0,
      width: 500,
      top: 0,
      height: 100,
      right: 500,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(minHandle(), { pointerId: 1, clientX: 300, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 400 });
    expect(minHandle().getAttribute('aria-valuetext')).toBe('$1.2M');
    expect(maxHandle().getAttribute('aria-valuetext')).toBe('$1.6M');
    expect(document.activeElement).toBe(maxHandle());
  });
});

describe('RangeStepView: typed ends', () => {
  const box = (end: 'Minimum' | 'Maximum') =>
    screen.getByRole<HTMLInputElement>('textbox', { name: `${end} ${askingPrice.title}` });

  it('shows each end in full in the step format, named by its label and the question', () => {
    render(<Harness step={askingPrice} />);
    expect(box('Minimum').value).toBe('$100,000');
    expect(box('Maximum').value).toBe('$2,000,000');
  });

  it('moves the handle as an exact figure is typed, kept exact when the box is left', () => {
    const onChange = vi.fn();
    render(<Harness step={askingPrice} onChange={onChange} />);
    fireEvent.change(box('Minimum'), { target: { value: '350,000' } });
    expect(onChange).toHaveBeenLastCalledWith({ min: 350_000, max: 2_000_000 });
    expect(minHandle().getAttribute('aria-valuenow')).toBe('350000');
    fireEvent.blur(box('Minimum'));
    expect(box('Minimum').value).toBe('$350,000');
    // The handles move the boxes too.
    fireEvent.keyDown(maxHandle(), { key: 'Home' });
    expect(box('Maximum').value).toBe('$350,000');
  });

  it('stops a figure past the other end on it when the box is left, and says so at the box', () => {
    const onChange = vi.fn();
    render(<Harness step={askingPrice} onChange={onChange} />);
    fireEvent.change(box('Maximum'), { target: { value: '$50K' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box('Maximum'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 100_000, max: 100_000 });
    const note = fillMessage(messages.rangeMaxBelowMin, { value: '$100,000' });
    expect(document.getElementById('askingPriceRange-max-note')?.textContent).toBe(note);
    expect(box('Maximum').getAttribute('aria-describedby')).toBe('askingPriceRange-max-note');
  });

  it('keeps the range when the box holds no figure, and asks for one', () => {
    const onChange = vi.fn();
    render(<Harness step={askingPrice} onChange={onChange} />);
    fireEvent.change(box('Minimum'), { target: { value: 'cheap' } });
    fireEvent.blur(box('Minimum'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box('Minimum').value).toBe('$100,000');
    expect(document.getElementById('askingPriceRange-min-note')?.textContent).toBe(
      fillMessage(messages.rangeNotNumber, { example: '$1,000,000' }),
    );
  });
});
