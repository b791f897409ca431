import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from './support/serverHarness.ts';

// A built client in two languages: English at the root, Spanish in es/ (tools/build/languageBuilds.ts).
const clientDir = mkdtempSync(join(tmpdir(), 'advisory-languages-'));
const page = (lang: string, text: string) => `<!doctype html><html lang="${lang}"><body><p>${text}</p></body></html>`;
const english = page('en', 'How Can We Help You Today?');
const spanish = page('es', '¿En qué podemos ayudarte hoy?');
const spanishQuestions = page('es', 'Problema');
const spanishNotFound = page('es', 'Página no encontrada');
writeFileSync(join(clientDir, 'index.html'), english);
writeFileSync(join(clientDir, '404.html'), page('en', 'Page not found'));
mkdirSync(join(clientDir, 'es', 'questions'), { recursive: true });
mkdirSync(join(clientDir, 'es', 'assets'));
writeFileSync(join(clientDir, 'es', 'index.html'), spanish);
writeFileSync(join(clientDir, 'es', 'questions', 'index.html'), spanishQuestions);
writeFileSync(join(clientDir, 'es', '404.html'), spanishNotFound);
writeFileSync(join(clientDir, 'es', 'assets', 'app-1234.js'), 'console.log(1);');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const app = () => harness({}, {}, { clientDir }).app;
const visit = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers });

describe('the language of a first visit', () => {
  it('sends a browser that prefers Spanish to the same route in Spanish, its query kept', async () => {
    for (const [path, accept, location] of [
      ['/', 'es', '/es/'],
      ['/', 'es-MX,es;q=0.9,en;q=0.5', '/es/'],
      ['/questions?ref=mail', 'fr-FR, es;q=0.7', '/es/questions?ref=mail'],
      ['/Consulting/', 'es', '/es/Consulting/'],
    ] as const) {
      const response = await visit(path, { 'accept-language': accept });
      expect([path, accept, response.status, response.headers.get('location')]).toEqual([path, accept, 302, location]);
      expect(response.headers.get('vary')).toContain('Accept-Language');
    }
  });

  it('keeps English at / for English, unknown or absent preferences, and says the answer varies with them', async () => {
    for (const accept of ['en-US,en;q=0.9,es;q=0.8', 'fr', 'de-DE', '*', '']) {
      const response = await visit('/', accept ? { 'accept-language': accept } : {});
      expect([accept, response.status, await response.text()]).toEqual([accept, 200, english]);
      expect(response.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
    }
  });

  it('lets the choice kept in the language cookie win over the browser, both ways', async () => {
    const english_ = await visit('/questions', { 'accept-language': 'es', cookie: 'language=en' });
    expect(english_.status).toBe(200);
    const spanish_ = await visit('/', { 'accept-language': 'en', cookie: 'language=es' });
    expect([spanish_.status, spanish_.headers.get('location')]).toEqual([302, '/es/']);
    // A cookie naming a language not offered falls back to the browser's.
    const unknown = await visit('/', { 'accept-language': 'es', cookie: 'language=xx' });
    expect(unknown.headers.get('location')).toBe('/es/');
  });

  it('serves an address with a language in it as it is, whatever the cookie or the browser say', async () => {
    const home = await visit('/es/', { 'accept-language': 'en', cookie: 'language=en' });
    expect([home.status, await home.text()]).toEqual([200, spanish]);
    expect([(await visit('/es/questions')).status, await (await visit('/es/questions')).text()]).toEqual([
      200,
      spanishQuestions,
    ]);
    // A route with no page of its own gets the language's index.html.
    expect(await (await visit('/es/buyer-results')).text()).toBe(spanish);
    const missing = await visit('/es/nope');
    expect([missing.status, await missing.text()]).toEqual([404, spanishNotFound]);
    const asset = await visit('/es/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('does not negotiate what is no page of the app', async () => {
    const missing = await visit('/nope', { 'accept-language': 'es' });
    expect(missing.status).toBe(404);
    expect((await visit('/healthz', { 'accept-language': 'es' })).status).toBe(200);
  });
});
