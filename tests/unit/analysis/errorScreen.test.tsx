// @vitest-environment jsdom
/**
 * The Analysis Error screen speaks with one voice (#36 item 10): a limit's one wait counts down on
 * a disabled Try Again beside the spec's note, and a connection that failed is not put down to demand.
 */
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContent } from '../../../src/engine/content/types.ts';
import { AnalysisErrorView } from '../../../src/ui/analysis/AnalysisErrorView.tsx';
import { errorScreenTexts, waitText } from '../../../src/ui/analysis/errorScreenTexts.ts';

const screen: AppContent['analysisErrorScreen'] = {
  heading: 'It failed',
  note: 'Lots of people right now; come back in a while.',
  networkNote: 'Your connection dropped; your answers are safe.',
  retryLabel: 'Again',
  retryWait: 'Again in {time}',
  supportAction: { label: 'Help', to: '/help' },
};

describe('errorScreenTexts', () => {
  it('keeps the note and an enabled Try Again when no wait applies', () => {
    expect(errorScreenTexts(screen, 'provider', 0)).toEqual({
      note: screen.note,
      retryLabel: 'Again',
      retryDisabled: false,
    });
  });

  it("shows a limit's wait on a disabled Try Again, the note kept", () => {
    expect(errorScreenTexts(screen, 'refused', 899)).toEqual({
      note: screen.note,
      retryLabel: 'Again in 14:59',
      retryDisabled: true,
    });
  });

  it('gives a connection that failed its own note, not the demand one', () => {
    expect(errorScreenTexts(screen, 'network', 0).note).toBe(screen.networkNote);
  });

  it.each([
    [1, '0:01'],
    [65, '1:05'],
    [900, '15:00'],
    [3600, '1:00:00'],
    [50_529, '14:02:09'],
  ])('writes a wait of %i s as %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('AnalysisErrorView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T09:00:00Z') });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  /** Lets time pass a tenth of a second at a time, rendering in between as a browser would, then a little more. */
  const passSeconds = (count: number) => {
    for (let tenth = 0; tenth <= count * 10; tenth += 1) act(() => void vi.advanceTimersByTime(100));
  };
  const app = { analysisErrorScreen: screen } as AppContent;
  const view = (error: Parameters<typeof AnalysisErrorView>[0]['error'], onRetry = vi.fn()) =>
    render(
      <MemoryRouter>
        <AnalysisErrorView app={app} error={error} onRetry={onRetry} />
      </MemoryRouter>,
    );

  it('counts a limit down on the disabled button, then lets the person try again', () => {
    const onRetry = vi.fn();
    const { getByRole, getByTestId } = view(
      { code: 'refused', message: 'Limit reached. Please try again in 2 min.', retryAt: Date.now() + 62_000 },
      onRetry,
    );
    const retry = () => getByRole('button', { name: /^Again/ });
    expect(retry().textContent).toBe('Again in 1:02');
    expect(retry()).toHaveProperty('disabled', true);
    expect(getByTestId('analysis-error-note').textContent).toBe(screen.note);
    passSeconds(2);
    expect(retry().textContent).toBe('Again in 1:00');
    passSeconds(60);
    expect(retry().textContent).toBe('Again');
    expect(retry()).toHaveProperty('disabled', false);
    retry().click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says a network failure is the connection, with Try Again ready', () => {
    const { getByRole, getByTestId } = view({ code: 'network', message: 'The service could not be reached.' });
    expect(getByRole('alert').textContent).toBe('The service could not be reached.');
    expect(getByTestId('analysis-error-note').textContent).toBe(screen.networkNote);
    expect(getByRole('button', { name: 'Again' })).toHaveProperty('disabled', false);
  });
});
