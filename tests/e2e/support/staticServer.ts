import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** Content types by file extension, as a static host sends them (also used by npm run bench). */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * The file a static host answers `path` with: the file itself, a folder's index.html (a route
 * the build prerendered, e.g. /consulting/index.html), or else the app's index.html (SPA).
 */
export function builtFile(root: string, path: string): string {
  const file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  if (existsSync(file) && statSync(file).isFile()) return file;
  const folderIndex = join(file, 'index.html');
  return existsSync(folderIndex) ? folderIndex : join(root, 'index.html');
}

/** The decoded path a request asks for. */
export const requestPath = (request: IncomingMessage) =>
  decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);

/** A running server on loopback, at a free port. */
export interface LoopbackServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts `server` on 127.0.0.1 at a free port (also used by npm run bench). */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves a built app on loopback, answering unknown paths with index.html as a SPA host does. */
export function serveStatic(root: string): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    const path = requestPath(request);
    const file = builtFile(root, path);
    // Hashed assets never change within a build, as on a real host: a reload in a test takes
    // them from the browser's cache instead of fetching and compiling them again.
    const immutable = path.startsWith('/assets/') && !file.endsWith('index.html');
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return listenOnLoopback(server);
}
