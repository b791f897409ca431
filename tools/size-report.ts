/**
 * npm run size: builds the app, then prints the gzipped JavaScript each route loads on its first
 * visit in each language the app is built in (English at /, each translation's build under
 * /<tag>/, against the same budgets), the styles inline in every page, and what loads only when an analysis starts, each against the budget in
 * tools/size-budget.json. Exits 1 when anything is over budget or an SDK is on a first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { extraContentRoots } from './content/extraContentRoots.ts';
import { loadContent } from './content/loadContent.ts';
import type { Content } from '../src/engine/content/types.ts';
import { languagePrefix, localizedPath } from '../src/engine/language/languagePaths.ts';
import { themeCssAttribute } from '../src/ui/app/themeCss.ts';
import { staticStylesAttribute } from './vite/staticStyles/staticStylesPlugin.ts';
import { appStartModule, registerFlowModule, viewModules } from './routeModules.ts';
import { gzipBytes, gzipFileBytes, readManifest, staticClosure, type Manifest } from './size/manifest.ts';

interface Budget {
  routes: Record<string, number>;
  screenTypes: Record<string, number>;
  onDemand: Record<string, number>;
  pageStyles: number;
}

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
const budget = JSON.parse(readFileSync(resolve(import.meta.dirname, 'size-budget.json'), 'utf8')) as Budget;
const manifest = readManifest(dist);
const { content, translations = {} } = loadContent(root, { extraRoots: extraContentRoots(root) });
if (!content) throw new Error('content has problems: run npm run check:content');

const onDemandModules: Record<string, string> = {
  'analysis engine': 'src/engine/analysis/index.ts',
  'Gemini SDK': 'node_modules/@google/generative-ai/dist/index.mjs',
  'OpenAI SDK': 'node_modules/openai/index.mjs',
  'EmailJS SDK': 'node_modules/@emailjs/browser/es/index.js',
};
const sdkKeys = Object.entries(onDemandModules)
  .filter(([name]) => name.endsWith('SDK'))
  .map(([, key]) => key);

const kb = (bytes: number) => bytes / 1000;
const rows: { what: string; size: number; limit: number; note?: string; absent?: boolean }[] = [];

/**
 * Everything a route loads before it shows its screen (src/ui/screens/ScreenRoute.tsx loadScreen):
 * the entry and the app it starts, the view, and for a flow screen its flow's content, the module
 * that registers it, and a form's precompiled validator.
 */
function routeKeys(
  m: Manifest,
  kind: keyof typeof viewModules | 'home',
  flowId?: string,
  formId?: string,
  pageId?: string,
): string[] {
  const entryKey = Object.keys(m).find((key) => m[key]?.isEntry);
  if (!entryKey) throw new Error('the build has no entry chunk');
  // The entry loads the app itself once the first frame is shown (src/main.tsx).
  const app = [entryKey, appStartModule];
  if (kind === 'home') return app;
  const keys = [...app, viewModules[kind]];
  if (flowId) keys.push(`virtual:content/flow/${flowId}`, registerFlowModule);
  if (formId) keys.push(`virtual:validators/form/${formId}`);
  if (pageId) keys.push(`virtual:content/page/${pageId}`);
  return keys;
}

function routeRow(route: string, limit: number | undefined, build: LanguageBuild, keys: string[]) {
  const m = build.manifest;
  const closure = staticClosure(m, keys);
  const sdks = sdkKeys.filter((key) => closure.has(key));
  // Styles are inline in every page (the row below); a stylesheet on a first load would hold it up.
  const css = [...closure].some((key) => (m[key]?.css ?? []).length > 0) ? ['an on-demand stylesheet'] : [];
  const loaded = [...sdks, ...css];
  rows.push({
    what: localizedPath(build.content.languages, build.content.language.tag, route),
    size: kb(gzipBytes(build.dir, m, closure)),
    limit: limit ?? Number.POSITIVE_INFINITY,
    ...(loaded.length ? { note: `loads ${loaded.join(', ')}` } : {}),
  });
}

/** One language's client build: its content tree, its folder and its manifest. */
interface LanguageBuild {
  content: Content;
  dir: string;
  manifest: Manifest;
}

/** Each route of one language's build, against the route's budget (the same in every language). */
function languageRows(build: LanguageBuild) {
  const m = build.manifest;
  const { app, pages, flows } = build.content;
  routeRow(app.home.route, budget.routes[app.home.route], build, routeKeys(m, 'home'));
  for (const page of pages)
    routeRow(
      page.route,
      budget.routes[page.route] ?? budget.screenTypes.page,
      build,
      routeKeys(m, 'page', undefined, undefined, page.id),
    );
  for (const flow of flows) {
    for (const screen of flow.screens) {
      const limit = budget.routes[screen.route] ?? budget.screenTypes[screen.type];
      routeRow(
        screen.route,
        limit,
        build,
        routeKeys(m, screen.type, flow.id, 'form' in screen ? screen.form : undefined),
      );
    }
  }
}

languageRows({ content, dir: dist, manifest });
// Each translated language's build (tools/build-languages.ts), when npm run size made it.
for (const language of content.languages.slice(1)) {
  const translated = translations[language.tag];
  const dir = join(dist, languagePrefix(content.languages, language.tag));
  if (!translated || !existsSync(join(dir, '.vite', 'manifest.json'))) {
    console.log(`(no ${language.tag} build in dist/: run npm run size to measure it)`);
    continue;
  }
  languageRows({ content: translated, dir, manifest: readManifest(dir) });
}
// The styles every page carries in <head> instead of building them in the browser: the theme's
// global CSS (tools/vite/themeCssPlugin.ts) and every compiled style (tools/vite/staticStyles).
{
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const styles = [themeCssAttribute, staticStylesAttribute].flatMap((attribute) =>
    [...html.matchAll(new RegExp(`<style ${attribute}="">([^<]*)</style>`, 'g'))].map((match) => match[1]),
  );
  if (styles.length !== 2)
    throw new Error(`index.html should carry the theme's and the compiled styles, found ${String(styles.length)}`);
  rows.push({
    what: 'styles inline in every page',
    size: kb(gzipSync(styles.join('')).length),
    limit: budget.pageStyles,
  });
}

// The styles of code that loads on demand (*.onDemand.styles.ts, tools/vite/staticStyles: a
// result's, its print rules too), a CSS file Vite links as that code loads; no first load links one
// (routeRow says so), and neither may index.html.
{
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  if (/<link[^>]*rel="stylesheet"/.test(html))
    throw new Error(
      'index.html links a stylesheet, which every page would load: is an on-demand styles module imported by first-load code?',
    );
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  rows.push({
    what: "a result's styles (as its screen loads)",
    size: kb(gzipFileBytes(dist, cssFiles)),
    limit: budget.onDemand['result styles'] ?? Number.POSITIVE_INFINITY,
  });
}

// Measured on top of a questionnaire screen, where the founder analysis starts.
const founder = content.flows.find((flow) => flow.screens.some((screen) => screen.type === 'questionnaire'));
const alreadyLoaded = staticClosure(manifest, routeKeys(manifest, 'questionnaire', founder?.id));
for (const [name, key] of Object.entries(onDemandModules)) {
  // The default (server) build keeps the AI SDKs on the server: nothing of theirs reaches the browser.
  if (!manifest[key]) {
    rows.push({ what: `${name} (when an analysis starts)`, size: 0, limit: budget.onDemand[name] ?? 0, absent: true });
    continue;
  }
  const extra = [...staticClosure(manifest, [key])].filter((chunk) => !alreadyLoaded.has(chunk));
  rows.push({
    what: `${name} (when an analysis starts)`,
    size: kb(gzipBytes(dist, manifest, extra)),
    limit: budget.onDemand[name] ?? Number.POSITIVE_INFINITY,
  });
}

const width = Math.max(...rows.map((row) => row.what.length));
console.log(`${'first load of'.padEnd(width)}  gzip KB  budget  status`);
let failed = 0;
for (const row of rows) {
  const over = row.size > row.limit || row.note !== undefined;
  if (over) failed += 1;
  const status = row.note ? `FAIL: ${row.note}` : over ? 'OVER BUDGET' : row.absent ? 'not in this build' : 'ok';
  console.log(
    `${row.what.padEnd(width)}  ${row.size.toFixed(1).padStart(7)}  ${String(row.limit).padStart(6)}  ${status}`,
  );
}
console.log(failed ? `\n${failed} over budget.` : '\nAll within budget; no AI or email SDK on any first load.');
process.exit(failed ? 1 : 0);
