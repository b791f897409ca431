import { createHash } from 'node:crypto';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import type { Content } from '../../src/engine/content/types.ts';
import { languagePrefix } from '../../src/engine/language/languagePaths.ts';
import { appStartModule, registerFlowModule, viewModules } from '../routeModules.ts';
import { flowPrefix, formValidatorPrefix, pagePrefix } from './splitContent.ts';

/** A source module as the bundle names it, rooted at the project (`/src/…`). */
const rooted = (module: string) => `/${module}`;

/** The modules a route's screen renders from (src/ui/screens/ScreenRoute.tsx loadScreen, PageRoute.tsx). */
function routeModules(content: Content): Map<string, string[]> {
  // Keyed by the address the browser shows: in a translated build under its prefix (/es/questions).
  const prefix = languagePrefix(content.languages, content.language.tag);
  const routes = new Map<string, string[]>();
  for (const page of content.pages)
    routes.set(`${prefix}${page.route}`, [rooted(viewModules.page), `\0${pagePrefix}${page.id}`]);
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      routes.set(`${prefix}${screen.route}`, [
        rooted(viewModules[screen.type]),
        `\0${flowPrefix}${flow.id}`,
        rooted(registerFlowModule),
        ...(screen.type === 'form' ? [`\0${formValidatorPrefix}${screen.form}`] : []),
      ]);
    }
  }
  return routes;
}

/**
 * The script index.html starts with (async, so it runs as soon as it arrives, while the entry is
 * still downloading): it adds a modulepreload for each chunk of the app the entry starts and each
 * chunk the opened route renders from, so the app, the screen's chunks and its flow's content load
 * in parallel with the entry, not after it runs.
 * Returns undefined in builds without those chunks (e.g. a library build).
 */
export function routePreloadScript(content: Content, bundle: OutputBundle, base: string): string | undefined {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return undefined;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const onEntry = new Set<string>();
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
  };
  closure(entry.fileName, onEntry);
  const closureOf = (modules: readonly string[]) => {
    const needed = new Set<string>();
    for (const id of modules) {
      const chunk = chunks.find(
        (candidate) => candidate.facadeModuleId?.endsWith(id) || candidate.facadeModuleId === id,
      );
      if (chunk) closure(chunk.fileName, needed);
    }
    return needed;
  };
  // Listed once, not in every route's list: what every route loads after the entry.
  const app = [...closureOf([rooted(appStartModule)])].filter((file) => !onEntry.has(file));
  const loaded = new Set([...onEntry, ...app]);
  const files: Record<string, string[]> = {};
  for (const [route, modules] of routeModules(content)) {
    files[route] = [...closureOf(modules)].filter((file) => !loaded.has(file));
  }
  return [
    `const app = ${JSON.stringify(app)};`,
    `const routes = ${JSON.stringify(files)};`,
    "const files = [...app, ...(routes[location.pathname.replace(/(.)\\/+$/, '$1')] ?? [])];",
    'for (const file of files) {',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    "  link.crossOrigin = '';",
    `  link.href = ${JSON.stringify(base)} + file;`,
    '  document.head.append(link);',
    '}',
  ].join('\n');
}

/** Adds the route preload script to the built index.html. */
export function addRoutePreload(
  content: Content,
  bundle: OutputBundle,
  base: string,
  emit: (name: string, source: string) => void,
): void {
  const html = bundle['index.html'];
  const script = routePreloadScript(content, bundle, base);
  if (html?.type !== 'asset' || !script) return;
  const fileName = `assets/route-preload-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  emit(fileName, script);
  html.source = String(html.source).replace(
    '<script type="module"',
    `<script type="module" async crossorigin src="${base}${fileName}"></script>\n    <script type="module"`,
  );
}
