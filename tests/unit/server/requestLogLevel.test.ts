import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../server/http/appEnv.ts';
import { readLogLevel, requestLog, type LogLine, type RequestLogLevel } from '../../../server/http/requestLog.ts';

/** The paths an app logs at `level` after answering each of `requests`. */
async function loggedPaths(level: RequestLogLevel, requests: string[]): Promise<string[]> {
  const lines: LogLine[] = [];
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use(
    '*',
    requestLog((line) => lines.push(line), Date.now, level),
  );
  app.get('/assets/:file', (c) => (c.req.param('file') === 'gone.js' ? c.text('Not found', 404) : c.text('code')));
  app.get('/favicon.svg', (c) => c.text('<svg/>'));
  app.get('/api/status', (c) => c.json({ mode: 'server' }));
  app.get('*', (c) => c.html('<p>page</p>'));
  for (const path of requests) await app.request(path);
  return lines.map((line) => (line.event === 'request' ? `${line.path} ${line.status}` : line.event));
}

const visit = [
  '/questions',
  '/assets/index-abc.js',
  '/assets/view-def.css',
  '/favicon.svg',
  '/api/status',
  '/assets/gone.js',
];

describe('the request log', () => {
  it('writes pages, API calls and failures by default, not each client file sent', async () => {
    expect(await loggedPaths('info', visit)).toEqual(['/questions 200', '/api/status 200', '/assets/gone.js 404']);
  });

  it('writes every request at LOG_LEVEL=debug', async () => {
    expect(await loggedPaths('debug', visit)).toEqual([
      '/questions 200',
      '/assets/index-abc.js 200',
      '/assets/view-def.css 200',
      '/favicon.svg 200',
      '/api/status 200',
      '/assets/gone.js 404',
    ]);
  });

  it('reads LOG_LEVEL: debug in any case, info otherwise', () => {
    expect(readLogLevel({})).toBe('info');
    expect(readLogLevel({ LOG_LEVEL: ' DEBUG ' })).toBe('debug');
    expect(readLogLevel({ LOG_LEVEL: 'verbose' })).toBe('info');
  });
});
