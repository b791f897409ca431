import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import type { LoopbackServer } from '../../tests/e2e/support/staticServer.ts';
import { runOnce, type RunResult, type Target } from './measure.ts';
import { serveBuild } from './serve.ts';

/** A built app and what to measure on it. */
export interface Subject {
  dist: string;
  target: Target;
}

export interface Measured {
  target: Target;
  byCpu: Record<number, RunResult[]>;
  /** The machine's 1-minute load average as each of this row's loads began. */
  loads: number[];
}

/**
 * Measures every subject at each CPU rate in rounds of one cold load each, the order rotated
 * every round. Work from elsewhere on the machine (a build, a test run) then lands on every
 * subject alike instead of on whichever happened to be measured at the time, so the ratios
 * between them stay fair even when the figures themselves are slowed.
 */
export async function measureInterleaved(
  browser: Browser,
  subjects: readonly Subject[],
  cpuRates: readonly number[],
  runs: number,
): Promise<Measured[]> {
  const servers = new Map<string, LoopbackServer>();
  try {
    for (const { dist } of subjects) if (!servers.has(dist)) servers.set(dist, await serveBuild(dist));
    const urlOf = (subject: Subject) => servers.get(subject.dist)?.url ?? '';
    const measured: Measured[] = subjects.map(({ target }) => ({ target, byCpu: {}, loads: [] }));
    for (const cpu of cpuRates) {
      // One warm-up load each (the server compresses on first request; Chromium warms its caches).
      for (const subject of subjects) await runOnce(browser, urlOf(subject), subject.target, cpu);
      for (let round = 0; round < runs; round++) {
        for (let offset = 0; offset < subjects.length; offset++) {
          const index = (round + offset) % subjects.length;
          const subject = subjects[index];
          const row = measured[index];
          if (!subject || !row) continue;
          row.loads.push(loadavg()[0] ?? 0);
          const result = await runOnce(browser, urlOf(subject), subject.target, cpu);
          (row.byCpu[cpu] ??= []).push(result);
        }
      }
      process.stderr.write(`measured ${subjects.length} rows at ${cpu}x CPU\n`);
    }
    return measured;
  } finally {
    await Promise.all([...servers.values()].map((server) => server.close()));
  }
}

/** The highest 1-minute load average seen while any of `rows` was measured. */
export const highestLoad = (rows: readonly Measured[]) => Math.max(0, ...rows.flatMap((row) => row.loads));

/** A row's load: the 1-minute average's lowest and highest during its loads, e.g. "0.84–1.90". */
export function loadCell(row: Measured): string {
  if (row.loads.length === 0) return '—';
  return `${Math.min(...row.loads).toFixed(2)}–${Math.max(...row.loads).toFixed(2)}`;
}
