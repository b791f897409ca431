import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  builtFile,
  contentTypes,
  listenOnLoopback,
  requestPath,
  type LoopbackServer,
} from '../../tests/e2e/support/staticServer.ts';

/**
 * Serves a production build as a static host would: brotli or gzip as the browser asks,
 * immutable caching for hashed assets, a prerendered route's own page, index.html for unknown
 * paths (SPA). Loopback, port 0.
 */
export function serveBuild(root: string): Promise<LoopbackServer> {
  const cache = new Map<string, Buffer>();
  const encoded = (file: string, encoding: 'br' | 'gzip' | 'identity') => {
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
      cache.set(key, body);
    }
    return body;
  };
  const server = createServer((request, response) => {
    const file = builtFile(root, requestPath(request));
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : 'identity';
    const body = encoded(file, encoding);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    response.end(body);
  });
  return listenOnLoopback(server);
}
