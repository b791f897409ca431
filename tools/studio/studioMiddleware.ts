import type { IncomingMessage, ServerResponse } from 'node:http';
import { studioContent } from './contentFiles.ts';

/** Where the Studio's file endpoint answers (GET: every content file and schema; PUT: save one file). */
export const studioFilesUrl = '/__studio/api/files';
const maxBody = 2 * 1024 * 1024;
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const localHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * Only this machine: a loopback peer, a local Host header (no DNS rebinding) and, when the
 * browser names one, a local Origin (no other site posting to the editor's dev server).
 */
function refusal(req: IncomingMessage): string | undefined {
  if (!loopback.has(req.socket.remoteAddress ?? '')) return 'the Studio only answers this machine';
  if (!localHost.test(req.headers.host ?? '')) return 'the Studio only answers on localhost';
  const origin = req.headers.origin;
  if (origin !== undefined && !localHost.test(origin.replace(/^https?:\/\//, '')))
    return 'the Studio only answers its own pages';
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is drained unread, so the client still gets its answer.
      if (size > maxBody) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

interface SaveRequest {
  file: string;
  text: string;
  baseVersion: string | null;
  force?: boolean;
}

function isSaveRequest(value: unknown): value is SaveRequest {
  const body = value as Partial<SaveRequest> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.file === 'string' &&
    typeof body.text === 'string' &&
    (typeof body.baseVersion === 'string' || body.baseVersion === null) &&
    (body.force === undefined || typeof body.force === 'boolean')
  );
}

/**
 * The Studio's file endpoint as connect middleware (mounted by the dev server only): lists the
 * content and saves one file at a time, atomically, refusing stale overwrites (409 with the
 * file on disk) and anything outside the content folders (403).
 */
export function studioMiddleware(projectRoot: string, extraRoots: readonly string[]) {
  const content = studioContent(projectRoot, extraRoots);
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    if (req.url?.split('?')[0] !== studioFilesUrl) return next();
    const refused = refusal(req);
    if (refused) return send(res, 403, { error: refused });
    if (req.method === 'GET') return send(res, 200, content.list());
    if (req.method !== 'PUT') return send(res, 405, { error: 'use GET or PUT' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return send(res, 415, { error: 'send JSON' });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 413, { error: 'the request is not JSON or larger than 2 MB' });
    }
    if (!isSaveRequest(body)) return send(res, 400, { error: 'expected { file, text, baseVersion, force? }' });
    const result = content.save(body.file, body.text, body.baseVersion, body.force);
    if ('refused' in result) return send(res, 403, { error: result.refused });
    return send(res, result.saved ? 200 : 409, result);
  };
}
