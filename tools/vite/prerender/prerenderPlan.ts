import { isAnsweredScreen } from '../../../src/engine/flow/screenKinds.ts';
import type { Content } from '../../../src/engine/content/types.ts';
import { languagePrefix } from '../../../src/engine/language/languagePaths.ts';
import { guardFieldCheck } from '../../../src/engine/flow/guardFieldCheck.ts';
import { evaluateGuards } from '../../../src/engine/flow/guards.ts';
import { pathOutcome } from '../../../src/engine/flow/routePath.ts';
import { screenKeptResultKey } from '../../../src/engine/store/keptResult.ts';
import { screenSlotKeys } from '../../../src/engine/store/screenSlotKeys.ts';
import { sessionBefore } from '../../../src/ui/preview/sampleSession.ts';
import type { PrerenderGate } from '../../../src/ui/prerender/gate.ts';
import type { PrerenderJob } from '../../../src/ui/prerender/worker.ts';

/** The page an unknown address gets: rendered at an address no route has, written as the file it names. */
const notFoundPage = '/404.html';

/** A route to prerender: the session to render it with, and the gate the page then carries. */
export interface PlannedPage extends PrerenderJob {
  gate: PrerenderGate;
}

/** The plan: the pages to write, and the screens left to the browser with the reason. */
export interface PrerenderPlan {
  pages: PlannedPage[];
  skipped: { route: string; reason: string }[];
}

/**
 * Every route whose first screen is the same for each visitor who reaches it afresh: the home
 * page, the page not found, the static pages, and each form and questionnaire screen as it opens
 * on a first visit, with what its visitor brings from earlier screens (sample answers, so its
 * guards pass and its flow's branches lead to it). Its gate
 * holds the keys those answers are stored under, and the screen's own flow's other keys must be
 * absent: a visitor with progress, a draft or a kept analysis result of their own gets their own
 * screen from the browser.
 * Results screens show what was answered, and analysis screens run over it as they open, so
 * neither is ever prerendered.
 */
export function prerenderPlan(content: Content): PrerenderPlan {
  const plainTitle = content.app.brand;
  // The address the page answers, which its gate compares with the visit's: in a translated
  // build the route under the language's prefix (/es/questions), without a trailing slash (/es).
  const prefix = languagePrefix(content.languages, content.language.tag);
  const address = (route: string) => (route === '/' && prefix !== '' ? prefix : `${prefix}${route}`);
  const fixed = (route: string): PlannedPage => ({
    route,
    slots: {},
    gate: { route: address(route), present: [], absent: [], plainTitle },
  });
  const plan: PrerenderPlan = { pages: [fixed(content.app.home.route)], skipped: [] };
  // The page for an address the app does not have: the server answers such an address with it
  // (and 404), as most static hosts do with a 404.html; it fits whatever the address.
  plan.pages.push({ route: notFoundPage, slots: {}, gate: { route: '*', present: [], absent: [], plainTitle } });
  for (const page of content.pages) plan.pages.push(fixed(page.route));
  const isThere = guardFieldCheck(content);
  for (const flow of content.flows) {
    // A kept analysis result changes what its screen and the flow's first screen show.
    const flowKeys = flow.screens.flatMap((screen) => {
      const kept = screenKeptResultKey(screen);
      return kept ? [...screenSlotKeys(screen), kept] : screenSlotKeys(screen);
    });
    for (const screen of flow.screens) {
      if (!isAnsweredScreen(screen)) continue;
      const slots = sessionBefore(content, { flow, screen });
      const outcome = evaluateGuards(screen.guards, slots, isThere);
      if (!outcome.pass) {
        plan.skipped.push({
          route: screen.route,
          reason: `sample answers do not pass its guards (${outcome.message})`,
        });
        continue;
      }
      // A screen the sample answers' branches do not lead to opens elsewhere: nothing of its own to write.
      const path = pathOutcome(flow, screen.id, slots);
      if (!path.open) {
        plan.skipped.push({ route: screen.route, reason: `sample answers lead to ${path.leadsTo} instead` });
        continue;
      }
      const present = Object.keys(slots);
      const absent = flowKeys.filter((key) => !present.includes(key));
      plan.pages.push({
        route: screen.route,
        slots,
        gate: { route: address(screen.route), present, absent, plainTitle },
      });
    }
  }
  return plan;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sample answers a prerendered screen shows. A screen that shows what its visitor brought
 * is not the same for every visitor, so it must be left to the browser. Short strings (under
 * four characters) are not telling: they match words of the screen's own text.
 */
export function shownSampleAnswers(html: string, slots: Readonly<Record<string, unknown>>): string[] {
  const texts = new Set(stringsIn(slots).filter((text) => text.trim().length >= 4));
  // The styles emotion wrote beside the elements are not shown (`display:none` is no answer "none").
  const shown = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  return [...texts].filter((text) => shown.includes(escapeHtml(text)));
}
