// @vitest-environment jsdom
/**
 * The status line while an analysis runs: it takes focus (read once then), and its live region
 * says each later status once; the countdown's ticks and the page's re-renders say nothing more.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalysisStatus } from '../../../src/engine/analysis/index.ts';
import { statusEvents } from '../../../src/engine/analysis/run/AnalysisStatus.ts';
import { AnalysisStatusLine } from '../../../src/ui/analysis/AnalysisStatusLine.tsx';
import { statusTexts } from './support/content.ts';

const running = (status: AnalysisStatus) => ({ kind: 'running' as const, status });

/** What the live region said, one entry per change a screen reader would hear. */
function listen(region: Element): string[] {
  const heard: string[] = [];
  new MutationObserver(() => heard.push(region.textContent)).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return heard;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnalysisStatusLine', () => {
  it('takes focus with the first status, then announces each new status once', async () => {
    const analyzing = statusEvents.analyzing(statusTexts);
    const { getByTestId, rerender, queryByTestId } = render(<AnalysisStatusLine state={running(analyzing)} />);
    const line = getByTestId('analysis-status');
    const region = getByTestId('analysis-announcer');
    expect(document.activeElement).toBe(line);
    expect(line.textContent).toBe('Analyzing your startup...');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    const heard = listen(region);

    const sequence = [
      statusEvents.analyzing(statusTexts),
      statusEvents.busy(statusTexts, 5, 1, 3, 'gemini'),
      statusEvents.busy(statusTexts, 4, 1, 3, 'gemini'),
      statusEvents.busy(statusTexts, 3, 1, 3, 'gemini'),
      statusEvents.busy(statusTexts, 3, 1, 3, 'gemini'),
      statusEvents.retrying(statusTexts, 2, 3, 'gemini'),
      statusEvents.busy(statusTexts, 10, 2, 3, 'gemini'),
      statusEvents.busy(statusTexts, 9, 2, 3, 'gemini'),
      statusEvents.emailing(statusTexts),
      statusEvents.emailing(statusTexts),
    ];
    for (const status of sequence) {
      rerender(<AnalysisStatusLine state={running(status)} />);
      // The line shows every tick of the countdown.
      expect(line.textContent).toBe(status.message);
      await flush();
    }
    expect(heard).toEqual([
      'Service is busy. Retrying in 5 seconds... (Attempt 1/3)',
      'Retrying analysis... Attempt 2/3',
      'Service is busy. Retrying in 10 seconds... (Attempt 2/3)',
      'Sending analysis to your email...',
    ]);
    expect(document.activeElement).toBe(line);

    rerender(<AnalysisStatusLine state={{ kind: 'idle' }} />);
    expect(queryByTestId('analysis-status')).toBeNull();
  });
});
