/**
 * Tampered session storage (run by storage-forms.e2e.ts and storage-questionnaires.e2e.ts, so the
 * two halves run side by side): for every session key, a valid value generated from its own
 * declaration (form schema or questionnaire steps), then broken every way a hostile user or a
 * stale tab could break it, loaded before the app starts, on every route that reads it. The app
 * must never crash, never show an out-of-range or inverted value, and never let a
 * prototype-pollution key through.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckboxStep,
  QuestionnaireScreen,
  RadioStep,
  RangeStep,
  Step,
} from '../../../../src/engine/content/types.ts';
import { isAnsweredScreen } from '../../../../src/engine/flow/screenKinds.ts';
import { useApp } from '../../support/browser.ts';
import { content, openWith, validAnswer, validForms } from './sessions.ts';
import { tally } from './tally.ts';

const huge = 'W'.repeat(100_000);
const pollution = JSON.parse(
  '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
) as Record<string, unknown>;

/** Whole-value breakages that fit any key. */
const anyBroken: unknown[] = [null, 42, [1, 2], pollution];

/**
 * A valid form value broken every way once: each bad kind goes into a third of the fields (every
 * field gets one), then the prototype-pollution keys, then an unknown key. The stored shape is
 * checked as a whole, so one broken field is enough to test a kind; spreading them over the fields
 * checks every field's declaration in five loads instead of one per field and kind.
 */
/** Every field broken at once (the kinds taking turns), with the pollution keys and an unknown key. */
function allFieldsBroken(valid: Record<string, unknown>): unknown {
  const kinds: unknown[] = [123, ['a'], huge];
  const broken = Object.keys(valid).map((field, index) => [field, kinds[index % kinds.length]]);
  // Spread, not Object.assign: assigning "__proto__" would set the prototype instead of a key.
  return { ...Object.fromEntries(broken), ...pollution, extraKey: 'unexpected' };
}

function brokenFields(valid: Record<string, unknown>): unknown[] {
  const fields = Object.keys(valid);
  const kinds: unknown[] = [123, ['a'], huge];
  const out: unknown[] = kinds.map((bad, kind) => ({
    ...valid,
    ...Object.fromEntries(fields.filter((_, index) => index % kinds.length === kind).map((field) => [field, bad])),
  }));
  out.push({ ...valid, ...pollution }, { ...valid, extraKey: 'unexpected' });
  return out;
}

/**
 * A complete, valid questionnaire with one answer broken, stored on that answer's step so the
 * screen shows what the app made of it. Each kind of damage is tried once, on the steps of its
 * type in turn, so every kind and (given enough kinds) every step is covered.
 */
type ChoiceStep = RadioStep | CheckboxStep;

/** Each kind of damage an answer of a range, choice or text step can suffer. */
const rangeDamages: ((step: RangeStep) => unknown)[] = [
  (step) => ({ min: step.max, max: step.min }),
  () => ({ min: -1e302, max: 1e302 }),
  (step) => ({ min: step.min - 1, max: step.max + 1 }),
  (step) => ({ min: step.min + 0.123456, max: step.max }),
  () => ({ min: 'cheap', max: 'dear' }),
  () => ({ min: null }),
  (step) => [step.min, step.max],
];
const choiceDamages: ((step: ChoiceStep) => unknown)[] = [
  () => 'Not an option',
  () => ['Not an option'],
  (step) => [step.options[0]?.value, step.options[0]?.value, 'x', 7],
  () => 7,
  (step) => ({ value: step.options[0]?.value }),
];
const textDamages: (() => unknown)[] = [
  () => huge,
  () => 42,
  () => ['list'],
  () => '<img src=x onerror="window.__pwned=1">',
];

/** The n-th damage for a step, taking turns over the steps of each type. */
function damagesFor(steps: Step[]): { step: Step; broken: unknown }[] {
  const ranges = steps.filter((step): step is RangeStep => step.type === 'range');
  const choices = steps.filter((step): step is ChoiceStep => step.type === 'radio' || step.type === 'checkbox');
  const texts = steps.filter((step) => step.type === 'text');
  const out: { step: Step; broken: unknown }[] = [];
  const turn = <S extends Step>(of: S[], damages: ((step: S) => unknown)[]) =>
    damages.forEach((damage, index) => {
      const step = of[index % Math.max(of.length, 1)];
      if (step) out.push({ step, broken: damage(step) });
    });
  turn(ranges, rangeDamages);
  turn(choices, choiceDamages);
  turn(texts, textDamages);
  return out;
}

/**
 * A complete, valid questionnaire with one answer broken, stored on that answer's step so the
 * screen shows what the app made of it; each kind of damage once, the steps of its type taking
 * turns. Then broken step indexes and broken answer maps.
 */
function questionnaireBroken(screen: QuestionnaireScreen): unknown[] {
  const answers = Object.fromEntries(screen.steps.map((step) => [step.id, validAnswer(step)]));
  const broken: unknown[] = damagesFor(screen.steps).map(({ step, broken: answer }) => ({
    step: screen.steps.indexOf(step),
    answers: { ...answers, [step.id]: answer },
  }));
  for (const step of [-1, 999, 1.5, '3', null]) broken.push({ step, answers });
  broken.push({ step: 0, answers: pollution }, { step: 0, answers: [] }, { step: 0 });
  return broken;
}

type Kind = 'form' | 'questionnaire';

interface Plan {
  key: string;
  /** The type of the screen that writes the key. */
  kind: Kind;
  /** Every load of the plan: the broken value and the route it is loaded on. */
  visits: { value: unknown; route: string }[];
  base: Record<string, unknown>;
}

/**
 * For each session key: its broken values, each loaded once. Field-level breakages go to the
 * screen that writes the key (and reads it back); whole-value breakages take turns over every
 * screen of the flow (which read the key by guard or analysis), so each screen gets at least one.
 */
function plans(): Plan[] {
  const out: Plan[] = [];
  const valid = validForms();
  for (const flow of content.flows) {
    const routes = flow.screens.map((candidate) => candidate.route);
    for (const screen of flow.screens) {
      if (!isAnsweredScreen(screen)) continue;
      const store = screen.store;
      const base = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== store));
      const values =
        screen.type === 'questionnaire'
          ? questionnaireBroken(screen)
          : brokenFields(valid[store] as Record<string, unknown>);
      const onScreen = values.map((value) => ({ value, route: screen.route }));
      const wholeValue = Array.from({ length: Math.max(anyBroken.length, routes.length) }, (_, index) => ({
        value: anyBroken[index % anyBroken.length],
        route: routes[index % routes.length] ?? screen.route,
      }));
      out.push({ key: store, kind: screen.type, visits: [...onScreen, ...wholeValue], base });
      // A draft is read by the same validator as its form's value: every kind of damage at once,
      // and one whole-value breakage, prove the draft goes through it.
      if (screen.type === 'form') {
        const draft = [
          allFieldsBroken(valid[store] as Record<string, unknown>),
          anyBroken[out.length % anyBroken.length],
        ];
        out.push({
          key: `${store}Draft`,
          kind: 'form',
          visits: draft.map((value) => ({ value, route: screen.route })),
          base,
        });
      }
    }
  }
  return out;
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

/** The tampered-storage tests for the keys that screens of one type write, in a browser of their own. */
export function describeTamperedStorage(kind: Kind): void {
  const app = useApp('offline');
  const cases = tally(`tampered session storage (${kind} keys)`);
  describe(`tampered session storage, the keys ${kind} screens write`, () => {
    let page: Page;
    beforeAll(async () => {
      // One tab for the whole file: each load clears the storage and starts the app afresh.
      page = await app.newPage();
      await page.goto(app.url);
    });
    afterAll(() => page.close());

    for (const plan of plans().filter((candidate) => candidate.kind === kind)) {
      const routes = [...new Set(plan.visits.map((visited) => visited.route))];
      it(`${plan.key}: ${plan.visits.length} broken values on ${routes.join(', ')}`, async () => {
        for (const [index, { value, route }] of plan.visits.entries()) {
          await openWith(page, `${app.url}${route}`, { ...plan.base, [plan.key]: value });
          await expectSane(page, `${plan.key} #${index} (${JSON.stringify(value).slice(0, 60)}) on ${route}`);
          cases.add();
        }
      });
    }
  });
}
