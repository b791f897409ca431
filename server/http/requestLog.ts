import type { MiddlewareHandler } from 'hono';
import { savesPath } from '../../src/engine/index.ts';
import type { AppEnv } from './appEnv.ts';

/** One line per request: what was asked and how it ended; never a body, query or header value. */
export interface RequestLogLine {
  time: string;
  event: 'request';
  /** The request id (X-Request-Id), shared with the lines the request's work writes later. */
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  /** Why the server refused, when it did (e.g. rate-limited); set by the handler. */
  refusal?: string;
}

/** How an analysis ended: a delivered result is the only outcome the limits charge for. */
export type AnalysisOutcome =
  | 'delivered'
  | 'vendor-failed'
  | 'unusable-answer'
  | 'too-large'
  | 'timeout'
  | 'client-gone'
  | 'interrupted'
  | 'server-error';

/** One line when an analysis ends (its request line went out when the stream began); never the answers. */
export interface AnalysisLogLine {
  time: string;
  event: 'analysis';
  id: string;
  flow: string;
  analysis: string;
  outcome: AnalysisOutcome;
  /** The provider that answered, when one did, with its model and the tokens it counted in and out. */
  provider?: string;
  model?: string;
  tokensIn?: number;
  tokensOut?: number;
  /** The last vendor HTTP status seen on a failure, when the vendor answered at all. */
  vendorStatus?: number;
  /** A limit counter could not be updated (Redis away): its hit lasts until its window ends. */
  limits?: 'unsettled';
  ms: number;
}

/** A dependency (Redis, a database) lost or back. */
export interface DependencyLogLine {
  time: string;
  event: 'dependency';
  dependency: string;
  status: 'up' | 'down';
  error?: string;
}

export type LogLine = RequestLogLine | AnalysisLogLine | DependencyLogLine;

export type LogWriter = (line: LogLine) => void;

export const stdoutLog: LogWriter = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

/**
 * The path only: a query string could carry anything a client typed. A saved-answers id is left
 * out too, so the log cannot tie the browser that saved to the one that opened the link.
 */
function pathOf(url: string): string {
  const path = new URL(url).pathname;
  return path.startsWith(`${savesPath}/`) ? `${savesPath}/:id` : path;
}

/**
 * Which request lines are written. `info` (the default): pages, API calls and every request that
 * failed. `debug` adds each file of the built client the server sent (scripts, styles, images),
 * which every page load asks for by the dozen and which tell an operator nothing new.
 */
export type RequestLogLevel = 'info' | 'debug';

/** LOG_LEVEL from the server's environment: `debug`, or `info` for anything else and by default. */
export function readLogLevel(env: Readonly<Record<string, string | undefined>>): RequestLogLevel {
  return env.LOG_LEVEL?.trim().toLowerCase() === 'debug' ? 'debug' : 'info';
}

/** A file of the client answered without error: a path whose last part has an extension (an app route has none). */
function isClientFile(path: string, status: number): boolean {
  return status < 400 && !path.startsWith('/api/') && (path.split('/').pop() ?? '').includes('.');
}

export function requestLog(
  write: LogWriter,
  now: () => number = Date.now,
  level: RequestLogLevel = 'info',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    if (level !== 'debug' && isClientFile(c.req.path, c.res.status)) return;
    const refusal = c.get('refusal');
    write({
      time: new Date(started).toISOString(),
      event: 'request',
      id: c.get('requestId'),
      method: c.req.method,
      path: pathOf(c.req.url),
      status: c.res.status,
      ms: now() - started,
      ...(typeof refusal === 'string' ? { refusal } : {}),
    });
  };
}
