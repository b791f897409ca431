/**
 * The app in Spanish, as `npm start` builds and serves it (issue #37 item 3): a first visit whose
 * browser prefers Spanish gets Spanish HTML from the first byte; a questionnaire walked in Spanish
 * (its labels, its validation message, "N de M", its buttons); the header's language switcher by
 * keyboard, the choice kept across reloads and routes; axe-clean in both languages at 1280 and
 * 375 px, with screenshots. English stays at / as the spec has it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from './support/appServer.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot, type LaunchedBrowser } from './support/browser.ts';
import { openWithSession } from './support/buyerFlow.ts';
import { answerBox, canvas, counter, profile, stepTitle } from './support/founderFlow.ts';
import { tabToMatch } from './support/tabToMatch.ts';

const spanishHome = '¿En qué podemos ayudarte hoy?';
const englishHome = 'How Can We Help You Today?';

let server: RunningServer;
let browser: LaunchedBrowser;

beforeAll(async () => {
  // No vendor key: the server runs, the analysis would be the offline analyzer's.
  server = await startAppServer({});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

/** A new tab whose browser asks for `language` first (its Accept-Language). */
async function tabIn(language: string, width = 1280): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setExtraHTTPHeaders({ 'accept-language': language });
  await page.setViewportSize({ width, height: 900 });
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('the first HTML', () => {
  it('is Spanish from the first byte for a browser that prefers Spanish, and English as the spec has it otherwise', async () => {
    const first = await fetch(`${server.url}/`, {
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      redirect: 'manual',
    });
    expect([first.status, first.headers.get('location')]).toEqual([302, '/es/']);
    const spanish = await (await fetch(`${server.url}/es/`)).text();
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain(spanishHome);
    expect(spanish).not.toContain(englishHome);
    // A prerendered flow screen too: the question in Spanish before any script runs.
    const questions = await fetch(`${server.url}/questions`, { headers: { 'accept-language': 'es' } });
    expect(questions.url).toBe(`${server.url}/es/questions`);
    const english = await (await fetch(`${server.url}/`, { headers: { 'accept-language': 'en-US' } })).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(englishHome);
    expect(english).not.toContain(spanishHome);
  });
});

describe('the app in Spanish', () => {
  it('walks a questionnaire in Spanish: labels, the validation message, "N de M" and the buttons', async () => {
    const page = await tabIn('es');
    await openWithSession(page, `${server.url}/es`, '/questions', { companyProfile: profile });
    expect(new URL(page.url()).pathname).toBe('/es/questions');
    expect(await htmlLang(page)).toEqual(['es', 'ltr']);
    await expect.poll(() => counter(page).textContent()).toBe('1 de 12');
    expect(await stepTitle(page)).toBe('Problema');
    expect(await page.getByRole('button', { name: 'Atrás' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // The alert's icon is part of its text, as in the English walks (buyer.e2e.ts).
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Responde antes de continuar');
    await answerBox(page).fill(canvas[0].answer);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 de 12');
    // An in-app link stays in the language: the brand leads to the Spanish home (the router joins
    // its basename and '/' as /es, which the server and the router both read as Spanish's home).
    expect(await page.getByRole('link', { name: /Venture Advisor/ }).getAttribute('href')).toBe('/es');
    await expectNoAxeViolations(page, '/es/questions at 1280');
    await screenshot(page, 'languages-es-questions-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, '/es/questions at 375');
    await screenshot(page, 'languages-es-questions-375');
    await page.close();
  });

  it('is axe-clean in both languages at 1280 and 375 px, its <html> in the page’s language', async () => {
    for (const [language, path, lang] of [
      ['es', '/es/', 'es'],
      ['en', '/', 'en'],
    ] as const) {
      for (const width of [1280, 375]) {
        const page = await tabIn(language, width);
        await page.goto(`${server.url}/`);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await htmlLang(page)).toEqual([lang, 'ltr']);
        await expectNoAxeViolations(page, `${path} at ${String(width)}`);
        await screenshot(page, `languages-${language}-home-${String(width)}`);
        await page.close();
      }
    }
    // Four pages, each checked by axe: longer than one page's default limit under a loaded CI.
  }, 180_000);

  it('shows a form in Spanish, axe-clean at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await tabIn('es', width);
      await page.goto(`${server.url}/buyer-profile`);
      expect(new URL(page.url()).pathname).toBe('/es/buyer-profile');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Perfil de comprador');
      expect(await page.getByLabel('Nombre completo').count()).toBe(1);
      await expectNoAxeViolations(page, `/es/buyer-profile at ${String(width)}`);
      await screenshot(page, `languages-es-buyer-profile-${String(width)}`);
      await page.close();
    }
  });

  it('switches language by keyboard, keeps the answers, and keeps the choice across reloads and routes', async () => {
    const page = await tabIn('es');
    await openWithSession(page, `${server.url}/es`, '/questions', { companyProfile: profile });
    await answerBox(page).fill(canvas[0].answer);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 de 12');
    const switcher = page.getByRole('navigation', { name: 'Idioma' });
    expect(await switcher.getByRole('link').allTextContents()).toEqual(['English', 'Español']);
    expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(await switcher.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');

    // From the header, as a keyboard user: the brand, then the languages.
    await page.getByRole('link', { name: /Venture Advisor/ }).focus();
    await tabToMatch(page, 'nav a[lang="en"]', 'English');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/questions**`);
    expect(await htmlLang(page)).toEqual(['en', 'ltr']);
    // The answers are the tab's, whatever its language: the first question's answer is kept.
    await expect.poll(() => counter(page).textContent()).toBe('2 of 12');
    // Kept: a reload, and a route without a language in it, stay English although the browser prefers Spanish.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/questions');
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(englishHome);

    // And back to Spanish, by keyboard again: a route without a language now opens in Spanish.
    await page.getByRole('link', { name: /Venture Advisor/ }).focus();
    await tabToMatch(page, 'nav a[lang="es"]', 'Español');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/es/`);
    await page.setExtraHTTPHeaders({ 'accept-language': 'en' });
    await page.goto(`${server.url}/consulting`);
    expect(new URL(page.url()).pathname).toBe('/es/consulting');
    expect(await htmlLang(page)).toEqual(['es', 'ltr']);
    await page.close();
  });
});
