import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';

/** One line per request, as JSON: what was asked and how it ended; never a body, query or header value. */
export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  /** Why the server refused, when it did (e.g. rate-limited); set by the handler. */
  refusal?: string;
}

export type LogWriter = (line: RequestLogLine) => void;

export const stdoutLog: LogWriter = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** The path only: a query string could carry anything a client typed. */
function pathOf(url: string): string {
  return new URL(url).pathname;
}

export function requestLog(write: LogWriter, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    const refusal = c.get('refusal');
    write({
      time: new Date(started).toISOString(),
      method: c.req.method,
      path: pathOf(c.req.url),
      status: c.res.status,
      ms: now() - started,
      ...(typeof refusal === 'string' ? { refusal } : {}),
    });
  };
}
