/**
 * Phone widths (320 and 375 px) on every route of every flow and page, every step type, a
 * validation error, the analysing state, each analysis's result and its error screen (a long URL
 * in the message), with long unbroken words in what the user typed and what the model wrote:
 * nothing scrolls sideways and no control lies off screen. The routes and steps come from the
 * shipped content, so a new flow or step type is covered without editing this file.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormScreen, QuestionnaireScreen } from '../../../src/engine/content/types.ts';
import { screenshot, useApp } from '../support/browser.ts';
import { analysisText, emailjs, gate, gemini, intercept, openai, type Reply } from '../support/founderProviders.ts';
import { wellFormed } from '../support/productResponses.ts';
import { expectFits } from './support/layout.ts';
import { content, openWith, validAnswer, validForms } from './support/sessions.ts';
import { tally } from './support/tally.ts';

const app = useApp('keys');
const cases = tally('layout at 320 and 375 px');
const widths = [375, 320] as const;
const longWord = 'Unbrokenwordwithoutanyspaces'.repeat(6);
const longUrl = `https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro:generateContent?trace=${'x'.repeat(120)}`;

/** A model answer per analysis, in the sections its prompt asks for, with a long word in the summary. */
const replies: Record<string, string> = {
  founder: analysisText({ summary: `A focused plan. ${longWord} needs a shorter name.` }),
  product: wellFormed.replace('The positioning is clear;', `The positioning is clear; ${longWord};`),
};

/** Every form's valid value, with a long unbroken word added to each free-text answer. */
function stretchedForms(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [store, value] of Object.entries(validForms())) {
    const screen = content.flows.flatMap((flow) => flow.screens).find((s) => s.type === 'form' && s.store === store);
    const properties = (screen?.type === 'form' ? content.forms[screen.form]?.schema.properties : undefined) ?? {};
    out[store] = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => {
        const schema = (properties as Record<string, Record<string, unknown>>)[key] ?? {};
        const free = typeof field === 'string' && !schema.enum && !schema.oneOf && !schema.format && !/mail/i.test(key);
        const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
        return [key, free ? `${field} ${longWord}`.slice(0, max) : field];
      }),
    );
  }
  return out;
}

const session = stretchedForms();

function completed(screen: QuestionnaireScreen, step: number, answered = screen.steps.length) {
  return {
    step,
    answers: Object.fromEntries(screen.steps.slice(0, answered).map((entry) => [entry.id, validAnswer(entry)])),
  };
}

let page: Page;
/** What the intercepted Gemini answers next. */
let respond: () => Promise<Reply> = () => Promise.resolve({ status: 500 });

async function check(where: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 720 });
    await expectFits(page, `${where} at ${width} px`);
    cases.add();
  }
}

async function open(route: string, stored: Record<string, unknown>): Promise<void> {
  await openWith(page, `${app.url}${route}`, stored);
  // The screen itself, not a guard's redirect: the stored values passed the store's checks.
  expect(new URL(page.url()).pathname, `opening ${route}`).toBe(route);
}

function heading(): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).first().textContent();
}

beforeAll(async () => {
  page = await app.newPage({ width: 375, height: 720 });
  await intercept(page, 'gemini', () => respond());
  await intercept(page, 'openai', openai.error(500, 'unused', 'server_error'));
  await intercept(page, 'email', emailjs.ok());
  await page.goto(app.url);
});
afterAll(() => page.close());

describe('narrow screens', () => {
  it('fit the home page and every static page', async () => {
    for (const route of ['/', ...content.pages.map((entry) => entry.route)]) {
      await open(route, {});
      await check(route);
    }
  });

  for (const flow of content.flows) {
    it(`fit every screen of the ${flow.id} flow`, async () => {
      for (const screen of flow.screens) {
        if (screen.type === 'questionnaire') {
          // The first step of each type, with the steps before it answered.
          const types = new Set<string>();
          for (const [index, step] of screen.steps.entries()) {
            if (types.has(step.type)) continue;
            types.add(step.type);
            await open(screen.route, { ...session, [screen.store]: completed(screen, index, index) });
            await check(`${screen.route}, a ${step.type} step`);
          }
          // Next on an unanswered step: the validation error.
          await open(screen.route, { ...session, [screen.store]: { step: 0, answers: {} } });
          const first = screen.steps[0];
          if (first?.type === 'range') {
            // A range starts answered with its default; any other step type starts empty.
          } else {
            await page.getByRole('button', { name: screen.labels.next, exact: true }).click();
            await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
            await check(`${screen.route}, the validation error`);
          }
        } else {
          await open(screen.route, session);
          await check(screen.route);
        }
      }
    });
  }

  const analysed = content.flows.flatMap((flow) =>
    flow.screens.filter(
      (screen): screen is FormScreen | QuestionnaireScreen => 'analysis' in screen && !!screen.analysis,
    ),
  );
  for (const screen of analysed) {
    const prompt = screen.analysis?.prompt ?? '';
    it(`fit the ${prompt} analysis while it runs, its result and its error screen (a long URL in the message)`, async () => {
      const reply = replies[prompt];
      expect(reply, `a sample model answer for prompts/${prompt}.yaml in this file`).toBeDefined();
      const start = async () => {
        const stored =
          screen.type === 'questionnaire'
            ? { ...session, [screen.store]: completed(screen, screen.steps.length - 1) }
            : session;
        await open(screen.route, stored);
        const label = screen.type === 'questionnaire' ? screen.labels.finish : screen.submitLabel;
        await page.getByRole('button', { name: label, exact: true }).click();
      };
      // The model's answer is held back until the analysing state has been checked.
      const held = gate();
      respond = async () => {
        await held.opened;
        return gemini.ok(reply ?? '');
      };
      await start();
      await expect.poll(() => page.getByTestId('analysis-status').count()).toBeGreaterThan(0);
      await check(`${screen.route}, analysing`);
      held.open();
      await expect.poll(heading, { timeout: 20_000 }).toBe(content.analyses[prompt]?.result.title);
      await check(`${screen.route}, the ${prompt} result`);
      await screenshot(page, `abuse-layout-${prompt}-result-320`);

      respond = () => Promise.resolve(gemini.error(500, `Upstream failure at ${longUrl}`, 'INTERNAL'));
      await start();
      await expect.poll(heading, { timeout: 20_000 }).toBe('Analysis Error');
      // The message is cut to its limit with an ellipsis: the URL's start is there, unbroken.
      expect(await page.getByRole('alert').first().innerText()).toContain(
        `Upstream failure at ${longUrl.slice(0, 100)}`,
      );
      await check(`${screen.route}, the ${prompt} analysis error`);
      await screenshot(page, `abuse-layout-${prompt}-error-320`);
    });
  }
});
