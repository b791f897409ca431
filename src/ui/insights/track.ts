import type { TrackedEvent } from './trackedEvent.ts';

type Reporter = typeof import('./reporter.ts');

const early: { event: TrackedEvent; at: number }[] = [];
let reporter: Reporter | undefined;
let loading: Promise<void> | undefined;

/**
 * Records an anonymous flow event. The reporter (batching, the tab id, sendBeacon) loads on the
 * first event, apart from the screens' code; events before it arrives wait here with their time.
 * Only builds that talk to this app's server report (VITE_ANALYSIS_MODE server, the default);
 * nothing runs during the build's prerender.
 */
export function track(event: TrackedEvent): void {
  if (import.meta.env.SSR || import.meta.env.VITE_ANALYSIS_MODE !== 'server') return;
  const at = performance.now();
  if (reporter) {
    reporter.record(event, at);
    return;
  }
  early.push({ event, at });
  loading ??= import('./reporter.ts').then((loaded) => {
    reporter = loaded;
    for (const waiting of early.splice(0)) loaded.record(waiting.event, waiting.at);
  });
}
