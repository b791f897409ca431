/**
 * Tampered session storage: for every session key, a valid value generated from its own
 * declaration (form schema or questionnaire steps), then broken every way a hostile user or a
 * stale tab could break it, loaded before the app starts, on every route that reads it. The app
 * must never crash, never show an out-of-range or inverted value, and never let a
 * prototype-pollution key through.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Content, QuestionnaireScreen } from '../../../src/engine/content/types.ts';
import { sampleFormData } from '../../../src/ui/preview/sampleFormData.ts';
import { check, shippedFiles } from '../../unit/content/support/shippedContent.ts';
import { useApp } from '../support/browser.ts';
import { tally } from './support/tally.ts';

const app = useApp('offline');
const cases = tally('tampered session storage');
const content = check(shippedFiles()).content as Content;

const huge = 'W'.repeat(100_000);
/** Field- and answer-level breakages tried per key (every whole-value breakage is tried as well). */
const SAMPLED_PER_KEY = 8;
const pollution = JSON.parse(
  '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
) as Record<string, unknown>;

/** Whole-value breakages that fit any key. */
const anyBroken: unknown[] = [null, 42, [1, 2], pollution];

/** A valid value with one field replaced by each broken kind. */
function brokenFields(valid: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const key of Object.keys(valid)) {
    for (const bad of [123, ['a'], huge]) out.push({ ...valid, [key]: bad });
  }
  out.push({ ...valid, ...pollution }, { ...valid, extraKey: 'unexpected' });
  return out;
}

function questionnaireBroken(screen: QuestionnaireScreen): unknown[] {
  const answers: Record<string, unknown> = {};
  const broken: unknown[] = [];
  for (const step of screen.steps) {
    if (step.type === 'range') {
      answers[step.id] = step.default;
      for (const bad of [
        { min: step.max, max: step.min },
        { min: -1e302, max: 1e302 },
        { min: step.min - 1, max: step.max + 1 },
        { min: step.min + 0.123456, max: step.max },
        { min: 'cheap', max: 'dear' },
        { min: null },
        [step.min, step.max],
      ])
        broken.push({ step: screen.steps.length - 1, answers: { [step.id]: bad } });
    } else if (step.type === 'radio' || step.type === 'checkbox') {
      const first = step.options[0]?.value ?? '';
      answers[step.id] = step.type === 'radio' ? first : [first];
      for (const bad of ['Not an option', ['Not an option'], [first, first, 'x', 7], 7, { value: first }])
        broken.push({ step: screen.steps.length - 1, answers: { [step.id]: bad } });
    } else {
      answers[step.id] = 'A fair answer';
      for (const bad of [huge, 42, ['list'], '<img src=x onerror="window.__pwned=1">'])
        broken.push({ step: 0, answers: { [step.id]: bad } });
    }
  }
  for (const step of [-1, 999, 1.5, '3', null]) broken.push({ step, answers });
  broken.push({ step: 0, answers: pollution }, { step: 0, answers: [] }, { step: 0 });
  return broken;
}

/** At most `count` of `values`, spread evenly over the list, so every kind of breakage is sampled. */
function spread<T>(values: readonly T[], count: number): T[] {
  if (values.length <= count) return [...values];
  return Array.from({ length: count }, (_, index) => values[Math.floor((index * values.length) / count)] as T);
}

/** For each session key: the routes that read it, the valid values other keys need, and its broken values. */
function plans(): { key: string; routes: string[]; base: Record<string, unknown>; values: unknown[] }[] {
  const out: { key: string; routes: string[]; base: Record<string, unknown>; values: unknown[] }[] = [];
  const valid: Record<string, unknown> = {};
  for (const flow of content.flows)
    for (const screen of flow.screens)
      if (screen.type === 'form') {
        const form = content.forms[screen.form];
        if (form) valid[screen.store] = sampleFormData(form.schema, form.uiSchema);
      }
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      if (screen.type === 'results') continue;
      const store = screen.store;
      // The screen that writes the key reads it back; whole-value breakages also go to every
      // screen of the flow, which read it by guard or analysis.
      const routes = [screen.route];
      const base = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== store));
      const values = spread(
        screen.type === 'questionnaire'
          ? questionnaireBroken(screen)
          : brokenFields(valid[store] as Record<string, unknown>),
        SAMPLED_PER_KEY,
      );
      out.push({ key: store, routes, base, values });
      out.push({ key: store, routes: flow.screens.map((candidate) => candidate.route), base, values: anyBroken });
      if (screen.type === 'form') out.push({ key: `${store}Draft`, routes: [screen.route], base, values });
    }
  }
  return out;
}

async function visit(page: Page, route: string, session: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (entries) => {
      sessionStorage.clear();
      for (const [key, json] of entries) sessionStorage.setItem(key, json);
    },
    Object.entries(session).map(([key, value]) => [key, JSON.stringify(value)] as const),
  );
  await page.goto(`${app.url}${route}`);
  await expect
    .poll(
      () =>
        page.evaluate(() => document.querySelector('h1') !== null && !document.querySelector('[aria-label="Loading"]')),
      { message: 'the screen, not its spinner', timeout: 15_000 },
    )
    .toBe(true);
}

async function expectSane(page: Page, where: string): Promise<void> {
  const facts = await page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent ?? '',
    polluted: ({} as Record<string, unknown>).polluted,
    pwned: (window as { __pwned?: unknown }).__pwned,
    injected: document.querySelectorAll('main img, main script').length,
    rangeLabel: document.querySelector('[data-testid="range-label"]')?.textContent ?? null,
    sliders: [...document.querySelectorAll('[role="slider"]')].map((slider) => ({
      now: Number(slider.getAttribute('aria-valuenow')),
      min: Number(slider.getAttribute('aria-valuemin')),
      max: Number(slider.getAttribute('aria-valuemax')),
    })),
  }));
  expect(facts.heading, where).not.toBe('Unexpected Application Error!');
  expect(facts.polluted, `${where}: Object.prototype polluted`).toBeUndefined();
  expect(facts.pwned, `${where}: stored markup ran`).toBeUndefined();
  expect(facts.injected, `${where}: stored markup rendered`).toBe(0);
  if (facts.rangeLabel !== null) expect(facts.rangeLabel, where).not.toMatch(/NaN|Infinity|e\+|-\$/);
  for (const slider of facts.sliders)
    expect(slider.min <= slider.now && slider.now <= slider.max, `${where}: slider ${JSON.stringify(slider)}`).toBe(
      true,
    );
  const [low, high] = facts.sliders;
  if (low && high) expect(low.now <= high.now, `${where}: handles crossed`).toBe(true);
}

describe('tampered session storage', () => {
  for (const plan of plans()) {
    it(`${plan.key}: ${plan.values.length} broken values on ${plan.routes.join(', ')}`, async () => {
      const page = await app.newPage();
      await page.goto(app.url);
      for (const [index, value] of plan.values.entries()) {
        for (const route of plan.routes) {
          await visit(page, route, { ...plan.base, [plan.key]: value });
          await expectSane(page, `${plan.key} #${index} (${JSON.stringify(value).slice(0, 60)}) on ${route}`);
          cases.add();
        }
      }
      await page.close();
    });
  }
});
