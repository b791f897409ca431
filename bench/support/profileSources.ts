import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** A V8 CPU profile as the DevTools protocol's Profiler.stop returns it. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** What the profile's rows say: busy time per source file, its busiest functions named. */
export interface SourceRow {
  source: string;
  ms: number;
  top: string;
}

/** A source map's path as a reader knows it: a package and its file, or the project's own path. */
function shortSource(source: string): string {
  const pkg = /node_modules\/(.+)$/.exec(source);
  if (pkg?.[1]) return pkg[1];
  return source.replace(/^(\.\.\/)+/, '');
}

const notBusy = new Set(['(idle)', '(program)', '(root)']);

/**
 * Each sample's time goes to the function it was taken in (self time), and each function to the
 * source file its start maps back to through the build's source maps (`vite build --sourcemap`);
 * a function in a chunk without a map keeps its chunk's name. Idle time is left out.
 */
export function busyBySource(profile: CpuProfile, dist: string): { busyMs: number; rows: SourceRow[] } {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((node, index) => {
    selfMs.set(node, (selfMs.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const path = /\/assets\/[^?#]+\.js/.exec(url)?.[0];
      const file = path ? join(dist, `${path}.map`) : '';
      maps.set(
        url,
        file && existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
          : undefined,
      );
    }
    return maps.get(url);
  };
  const bySource = new Map<string, { ms: number; functions: Map<string, number> }>();
  let busyMs = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (ms === 0 || notBusy.has(functionName)) continue;
    busyMs += ms;
    const original = url ? mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) : undefined;
    const source = original?.source
      ? shortSource(original.source)
      : url
        ? (url.split('/').pop() ?? url)
        : functionName || '(native)';
    const name = original?.name ?? (functionName || '(anonymous)');
    const row = bySource.get(source) ?? { ms: 0, functions: new Map<string, number>() };
    row.ms += ms;
    row.functions.set(name, (row.functions.get(name) ?? 0) + ms);
    bySource.set(source, row);
  }
  const rows = [...bySource].map(([source, { ms, functions }]) => ({
    source,
    ms,
    top: [...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, time]) => `${name} ${time.toFixed(1)}`)
      .join(', '),
  }));
  return { busyMs, rows: rows.sort((a, b) => b.ms - a.ms) };
}
