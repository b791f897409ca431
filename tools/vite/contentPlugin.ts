import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { CheckResult } from '../../src/checker/checkContent.ts';
import { contentShell, splitApp } from '../../src/engine/content/contentShell.ts';
import type { Content } from '../../src/engine/content/types.ts';
import { formatProblem, type Problem } from '../../src/checker/problem.ts';
import { extraContentRoots } from '../content/extraContentRoots.ts';
import { contentFolders, readContentSchemas } from '../content/readContent.ts';
import { loadContent } from '../content/loadContent.ts';
import { addRoutePreload } from './routePreload.ts';
import { isSplitModule, splitModuleCode } from './splitContent.ts';
import { broadcastExceptStudio } from './studioClients.ts';

/**
 * The full checked content, the small shell the first page load needs, the steps' and fields'
 * messages (imported by every flow's module), the app's texts a running
 * analysis or a finished flow reads, and the save-and-continue-later texts (each loaded when needed:
 * an analysis runs or a flow is finished, the button is pressed or a saved link opened).
 */
const modules = {
  'virtual:content': 'full',
  'virtual:content/shell': 'shell',
  'virtual:content/messages': 'messages',
  'virtual:content/on-demand': 'onDemand',
  'virtual:content/save-for-later': 'saveForLater',
} as const;
type ModuleId = keyof typeof modules;
const resolved = (id: ModuleId) => `\0${id}`;

/** How Vite names the plugin, and how the others find it. */
export const contentPluginName = 'advisory-content';

/** What the plugin shares with the others (plugin.api): the content it checked for this build. */
export interface ContentApi {
  content: () => Content | undefined;
}

export interface ContentPluginOptions {
  /** The project root: where flows/, schemas/ and prompts/ live. */
  root: string;
  /** Extra content roots merged with the project's own; defaults to $ADVISORY_EXTRA_CONTENT. */
  extraRoots?: readonly string[];
  /** A translated language to build (its tag, `es`); English, the source, when absent (tools/build/languageBuilds.ts). */
  language?: string;
}

/** The checked content in the language this build is for: English, or the translated tree of `language`. */
function inLanguage(result: CheckResult, language: string | undefined): CheckResult {
  if (language === undefined || !result.content) return result;
  const content = result.translations?.[language];
  if (!content) {
    const offered = Object.keys(result.translations ?? {}).join(', ') || 'none';
    throw new Error(`No translation "${language}" in translations/ (languages offered: ${offered})`);
  }
  return { ...result, content };
}

/** `<html lang dir>` of the built page: the content's language and its direction. */
function htmlLanguage(html: string, content: Content): string {
  const { tag, direction } = content.language;
  return html.replace(/<html[^>]*>/, `<html lang="${tag}" dir="${direction}">`);
}

function problemReport(problems: readonly Problem[]): string {
  return `Content problems (fix these files; npm run check:content prints the same):\n${problems.map(formatProblem).join('\n')}`;
}

/** Each warning on its line, except that warnings of a group (a draft translation's gaps) are counted on one. */
function warningReport(warnings: readonly Problem[]): string {
  const groups = new Map<string, number>();
  const lines: string[] = [];
  for (const warning of warnings) {
    if (warning.group === undefined) lines.push(formatProblem(warning));
    else groups.set(warning.group, (groups.get(warning.group) ?? 0) + 1);
  }
  for (const [group, count] of groups) lines.push(`${String(count)} ${group} (npm run check:content lists each)`);
  return `Content warnings (the app accepts these and ignores the part named; npm run check:content prints the same):\n${lines.join('\n')}`;
}

/**
 * The dev server's overlay for broken content: the checker's lines as the message, and the first
 * problem as the location, so the overlay names the file and opens it in the editor on click.
 */
function overlayError(root: string, problems: readonly Problem[]) {
  const first = problems[0];
  const loc = first ? { file: resolve(root, first.file), line: first.line, column: first.column } : undefined;
  return {
    message: problemReport(problems),
    stack: '',
    plugin: contentPluginName,
    ...(loc ? { id: loc.file, loc } : {}),
  };
}

function moduleCode(result: CheckResult, part: (typeof modules)[ModuleId]): string | undefined {
  const { content } = result;
  if (!content) return undefined;
  const parts = {
    full: () => content,
    shell: () => contentShell(content),
    messages: () => splitApp(content.app).messages,
    onDemand: () => splitApp(content.app).onDemand,
    saveForLater: () => content.saveForLater,
  };
  const value = parts[part]();
  return `export default ${JSON.stringify(value)};`;
}

/** Every folder whose files feed the content, in the project and in each extra root. */
function watchedFolders(root: string, extraRoots: readonly string[]): string[] {
  return [
    ...[root, ...extraRoots].flatMap((contentRoot) => contentFolders.map((folder) => resolve(contentRoot, folder))),
    resolve(root, 'schemas/content'),
  ];
}

/**
 * On any content edit: re-check once, then either reload the page (good edit) or show the
 * checker's lines in Vite's error overlay (bad edit) rather than a blank page.
 */
function watchContent(
  server: ViteDevServer,
  root: string,
  extraRoots: readonly string[],
  recheck: (changed: string) => CheckResult,
): void {
  const folders = watchedFolders(root, extraRoots);
  server.watcher.add(folders);
  const broadcast = broadcastExceptStudio(server);
  const onChange = (path: string) => {
    if (!folders.some((folder) => path.startsWith(folder))) return;
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
    }
    const { problems, warnings = [] } = recheck(path);
    if (warnings.length > 0) server.config.logger.warn(warningReport(warnings), { timestamp: true });
    if (problems.length > 0) {
      server.config.logger.error(problemReport(problems), { timestamp: true });
      broadcast({ type: 'error', err: overlayError(root, problems) });
      return;
    }
    server.config.logger.info('content checked: reloading the page', { timestamp: true });
    broadcast({ type: 'full-reload' });
  };
  server.watcher.on('change', onChange);
  server.watcher.on('add', onChange);
  server.watcher.on('unlink', onChange);
}

/**
 * Serves the checked content as `virtual:content`. A content problem fails `vite build`
 * and shows in the dev server's overlay with the same lines `npm run check:content` prints.
 */
export function contentPlugin({ root, extraRoots = extraContentRoots(root), language }: ContentPluginOptions): Plugin {
  // Checked once per edit, not once per virtual module; the schemas (and their compiled
  // validators) are kept until a schema itself changes, so an edit is re-checked quickly.
  const schemaFolder = resolve(root, 'schemas/content');
  let schemas: Record<string, object> | undefined;
  let checked: CheckResult | undefined;
  let base = '/';
  let warn: ((message: string) => void) | undefined;
  const recheck = (changed?: string) => {
    if (changed === undefined || changed.startsWith(schemaFolder)) schemas = undefined;
    schemas ??= readContentSchemas(root);
    checked = inLanguage(loadContent(root, { schemas, extraRoots }), language);
    // Printed once per check by the build; the dev server prints its own after each edit.
    if (changed === undefined && checked.warnings?.length) warn?.(warningReport(checked.warnings));
    return checked;
  };
  const api: ContentApi = { content: () => checked?.content };
  return {
    name: contentPluginName,
    api,
    resolveId: (id) => (id in modules || isSplitModule(id) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith('\0') && isSplitModule(id.slice(1))) {
        const result = checked ?? recheck();
        if (!result.content) return this.error(problemReport(result.problems));
        const code = splitModuleCode(result.content, id.slice(1));
        if (code === undefined) return this.error(`No content module "${id.slice(1)}"`);
        return code;
      }
      const entry = (Object.keys(modules) as ModuleId[]).find((key) => resolved(key) === id);
      if (!entry) return undefined;
      const result = checked ?? recheck();
      const code = moduleCode(result, modules[entry]);
      if (code === undefined) this.error(problemReport(result.problems));
      return code;
    },
    transformIndexHtml(html) {
      const content = (checked ?? recheck()).content;
      return content ? htmlLanguage(html, content) : html;
    },
    configureServer: (server) => watchContent(server, root, extraRoots, recheck),
    configResolved(config) {
      base = config.base;
      warn = (message) => config.logger.warn(message);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const content = checked?.content;
        if (!content) return;
        addRoutePreload(content, bundle, base, (fileName, source) =>
          this.emitFile({ type: 'asset', fileName, source }),
        );
      },
    },
  };
}
