import type { Handler } from 'hono';

/** Something the server needs beyond its own process (Redis, a database), as /readyz reports it. */
export interface Dependency {
  name: string;
  /** Without it the instance cannot serve at all, so /readyz answers 503; without the others it serves less. */
  critical: boolean;
  /** Resolves when the dependency answers; rejects (or is cut off after the timeout) otherwise. */
  check: () => Promise<void>;
}

export interface DependencyReport {
  status: 'up' | 'down';
  critical: boolean;
  ms: number;
  error?: string;
}

export interface ReadinessReport {
  /** 'degraded' when a dependency that is not critical is down: the pages serve, some features wait. */
  status: 'ready' | 'degraded' | 'not-ready';
  dependencies: Record<string, DependencyReport>;
}

class CheckTimeout extends Error {}

async function probe(dependency: Dependency, timeoutMs: number, now: () => number): Promise<DependencyReport> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([dependency.check(), timeout]);
    return { status: 'up', critical: dependency.critical, ms: now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'down', critical: dependency.critical, ms: now() - started, error: message };
  } finally {
    clearTimeout(timer);
  }
}

/** Every dependency checked at once, each within `timeoutMs`. */
async function readiness(
  dependencies: readonly Dependency[],
  timeoutMs: number,
  now: () => number = Date.now,
): Promise<ReadinessReport> {
  const entries = await Promise.all(
    dependencies.map(async (dependency) => [dependency.name, await probe(dependency, timeoutMs, now)] as const),
  );
  const down = entries.filter(([, report]) => report.status === 'down');
  const status = down.some(([, report]) => report.critical) ? 'not-ready' : down.length > 0 ? 'degraded' : 'ready';
  return { status, dependencies: Object.fromEntries(entries) };
}

/** GET /readyz: 200 while the instance can serve (ready or degraded), 503 when a critical dependency is down. */
export function readyzHandler(dependencies: readonly Dependency[], timeoutMs: number): Handler {
  return async (c) => {
    const report = await readiness(dependencies, timeoutMs);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'not-ready' ? 503 : 200);
  };
}
