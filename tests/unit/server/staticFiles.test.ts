import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from './support/serverHarness.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'advisory-client-'));
const page = `<!doctype html><html><body>${'<p>Venture Advisor</p>'.repeat(200)}</body></html>`;
writeFileSync(join(clientDir, 'index.html'), page);
writeFileSync(join(clientDir, 'index.html.br'), brotliCompressSync(page));
const notFound = '<!doctype html><html><body><h1>Page not found</h1></body></html>';
writeFileSync(join(clientDir, '404.html'), notFound);
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const app = () => harness({}, {}, { clientDir }).app;

describe('the built client, served as a CDN would', () => {
  it('an app route without a page of its own gets index.html’s brotli twin', async () => {
    const response = await app().request('/buyer-results', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(page.length / 10);
  });

  it('text without a twin is compressed when the browser accepts it', async () => {
    const response = await app().request('/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers If-None-Match and If-Modified-Since with 304', async () => {
    const first = await app().request('/questions');
    const tag = first.headers.get('etag');
    const modified = first.headers.get('last-modified');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(modified).not.toBeNull();
    const byTag = await app().request('/questions', { headers: { 'if-none-match': tag ?? '' } });
    expect([byTag.status, await byTag.text()]).toEqual([304, '']);
    const byDate = await app().request('/assets/app-1234.js', { headers: { 'if-modified-since': modified ?? '' } });
    expect(byDate.status).toBe(304);
    const stale = await app().request('/assets/app-1234.js', {
      headers: { 'if-modified-since': new Date(0).toUTCString() },
    });
    expect(stale.status).toBe(200);
    expect((await app().request('/missing.js')).status).toBe(404);
  });

  it('an address the app does not have gets the page not found, with 404; its routes do not', async () => {
    for (const path of ['/nope', '/questions/extra', '/owner', '/privacy.html', '/%2e%2e/etc']) {
      const response = await app().request(path);
      expect([path, response.status, await response.text()]).toEqual([path, 404, notFound]);
    }
    // As the router matches: a trailing slash and another case lead to the same screen.
    for (const path of ['/', '/consulting', '/consulting/', '/Consulting', '/assessment', '/buyer-results'])
      expect([path, (await app().request(path)).status]).toEqual([path, 200]);
  });

  it('without a 404.html in the build, the page not found is its index.html, with 404', async () => {
    rmSync(join(clientDir, '404.html'));
    try {
      const response = await app().request('/nope');
      expect([response.status, await response.text()]).toEqual([404, page]);
    } finally {
      writeFileSync(join(clientDir, '404.html'), notFound);
    }
  });
});
