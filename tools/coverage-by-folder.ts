/**
 * Prints unit-test coverage one line per folder, from the json-summary that `vitest run --coverage`
 * writes. The thresholds themselves live in vitest.config.ts and fail the test run; this is the view.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

interface Counts {
  total: number;
  covered: number;
}
type Metric = 'lines' | 'branches' | 'functions';
type FileSummary = Record<Metric, Counts>;

const metrics: readonly Metric[] = ['lines', 'branches', 'functions'];
const root = resolve(import.meta.dirname, '..');
const summary = JSON.parse(readFileSync(resolve(root, 'coverage/coverage-summary.json'), 'utf8')) as Record<
  string,
  FileSummary
>;

const folders = new Map<string, FileSummary>();
for (const [file, counts] of Object.entries(summary)) {
  if (file === 'total') continue;
  const folder = relative(root, dirname(file)).split('\\').join('/');
  const sum = folders.get(folder) ?? {
    lines: { total: 0, covered: 0 },
    branches: { total: 0, covered: 0 },
    functions: { total: 0, covered: 0 },
  };
  for (const metric of metrics) {
    sum[metric].total += counts[metric].total;
    sum[metric].covered += counts[metric].covered;
  }
  folders.set(folder, sum);
}

const percent = ({ total, covered }: Counts): string =>
  (total === 0 ? '-' : `${((100 * covered) / total).toFixed(1)} %`).padStart(8);
const width = Math.max(...[...folders.keys()].map((folder) => folder.length), 'all files'.length);
const row = (name: string, counts: FileSummary): string =>
  `${name.padEnd(width)}  ${metrics.map((metric) => percent(counts[metric])).join('  ')}`;

console.log(`${'folder'.padEnd(width)}  ${metrics.map((metric) => metric.padStart(8)).join('  ')}`);
for (const folder of [...folders.keys()].sort()) console.log(row(folder, folders.get(folder) as FileSummary));
const total = summary.total;
if (total) console.log(row('all files', total));
