import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the page probe (probe.js) starts from. */
export interface ProbeSeed {
  /** Session storage to start from (e.g. the profile a guarded route needs). */
  storage: Record<string, string>;
  /** Text whose first paint is the "first question painted" mark. */
  firstText: string;
}

/** What the probe records, read back with page.evaluate. */
export interface ProbeState {
  firstPaint?: number;
  click?: number;
  stepPaint?: number;
  keys: number[];
  /** Σ (long task − 50 ms) from the first contentful paint: Lighthouse's TBT, measured in the page. */
  blockingAfterFirstPaint: () => number;
  armStep: (text: string) => void;
  armKeys: () => void;
}

// Sent as written: a function compiled by tsx would carry helpers the page does not have.
const source = readFileSync(join(import.meta.dirname, 'probe.js'), 'utf8')
  .replace(/^\/\/.*\n/gm, '')
  .trim()
  .replace(/;$/, '');

/** The init script that installs the probe with `seed`. */
export function probeScript(seed: ProbeSeed): string {
  return `(${source})(${JSON.stringify(seed)});`;
}
