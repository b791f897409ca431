import { gateMarks, markStalePrerender, type PrerenderGate } from '../../../src/ui/prerender/gate.ts';
import type { RenderedRoute } from '../../../src/ui/prerender/renderRoute.tsx';

const emptyRoot = '<div id="root"></div>';
const titleElement = /<title>[^<]*<\/title>/;

/** Text safe inside <title>, whose content is raw text up to `</title>`. */
const titleText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** JSON safe inside a <script> element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The gate's script: the same text on every page (the page's own gate is the JSON beside it), so
 * the server's Content Security Policy allows it by one hash (server/http/inlineScripts.ts).
 */
export const gateScript = `(${markStalePrerender.toString()})(${JSON.stringify(gateMarks)});`;

/**
 * The built index.html with a route's prerendered markup in #root, and in <head> its screen's
 * title and the gate that hides it (until the app renders afresh) when it does
 * not fit the visit.
 */
export function prerenderPage(template: string, { markup, title }: RenderedRoute, gate: PrerenderGate): string {
  const at = template.indexOf(emptyRoot);
  if (at === -1 || template.includes(emptyRoot, at + 1))
    throw new Error(`prerender: index.html must hold exactly one ${emptyRoot}`);
  if (!template.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  if (!titleElement.test(template)) throw new Error('prerender: index.html has no <title>');
  const head = [
    `<style>html[${gateMarks.stale}] #root{display:none}</style>`,
    `<script type="application/json" ${gateMarks.data}>${scriptJson(gate)}</script>`,
    `<script>${gateScript}</script>`,
  ].join('\n    ');
  // Replaced by functions: a `$` in the markup or the script is text, not a replacement pattern.
  return template
    .replace(titleElement, (element) => (title === undefined ? element : `<title>${titleText(title)}</title>`))
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(emptyRoot, () => `<div id="root">${markup}</div>`);
}
