import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentShell } from '../../src/engine/content/contentShell.ts';
import { formatProblem } from '../../src/engine/content/problem.ts';
import { contentFolders } from '../content/readContent.ts';
import { loadContent } from '../content/loadContent.ts';

/** The full checked content, and the small shell the first page load needs. */
const modules = { 'virtual:content': 'full', 'virtual:content/shell': 'shell' } as const;
type ModuleId = keyof typeof modules;
const resolved = (id: ModuleId) => `\0${id}`;

export interface ContentPluginOptions {
  /** The project root: where flows/, schemas/ and prompts/ live. */
  root: string;
}

function checkedModule(root: string, part: 'full' | 'shell'): { code?: string; report?: string } {
  const { content, problems } = loadContent(root);
  if (problems.length > 0 || !content) {
    return { report: `Content problems (fix these files; npm run check:content prints the same):\n${problems.map(formatProblem).join('\n')}` };
  }
  return { code: `export default ${JSON.stringify(part === 'full' ? content : contentShell(content))};` };
}

function watchContent(server: ViteDevServer, root: string): void {
  const folders = [...contentFolders, 'schemas/content'].map((folder) => resolve(root, folder));
  server.watcher.add(folders);
  const onChange = (path: string) => {
    if (!folders.some((folder) => path.startsWith(folder))) return;
    for (const id of Object.keys(modules) as ModuleId[]) {
      const module = server.moduleGraph.getModuleById(resolved(id));
      if (module) server.moduleGraph.invalidateModule(module);
    }
    const { report } = checkedModule(root, 'shell');
    if (report) {
      server.config.logger.error(report);
      server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: 'advisory-content' } });
      return;
    }
    server.ws.send({ type: 'full-reload' });
  };
  server.watcher.on('change', onChange);
  server.watcher.on('add', onChange);
  server.watcher.on('unlink', onChange);
}

/**
 * Serves the checked content as `virtual:content`. A content problem fails `vite build`
 * and shows in the dev server's overlay with the same lines `npm run check:content` prints.
 */
export function contentPlugin({ root }: ContentPluginOptions): Plugin {
  return {
    name: 'advisory-content',
    resolveId: (id) => (id in modules ? resolved(id as ModuleId) : undefined),
    load(id) {
      const entry = (Object.keys(modules) as ModuleId[]).find((key) => resolved(key) === id);
      if (!entry) return undefined;
      const { code, report } = checkedModule(root, modules[entry]);
      if (report) this.error(report);
      return code;
    },
    configureServer: (server) => watchContent(server, root),
  };
}
