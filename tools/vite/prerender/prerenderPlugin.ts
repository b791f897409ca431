import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Content } from '../../../src/engine/content/types.ts';
import { prerenderPage } from './prerenderPage.ts';
import { prerenderPlan, shownSampleAnswers, type PlannedPage } from './prerenderPlan.ts';
import { renderInWorkers } from './renderInWorkers.ts';

/** What the content plugin shares with this one: the content it checked for this build. */
export interface ContentApi {
  content: () => Content | undefined;
}

const workerEntry = 'src/ui/prerender/worker.ts';

/** `/` is index.html itself (also every unknown path's page); `/consulting` is consulting/index.html. */
const pageFile = (outDir: string, route: string) =>
  route === '/' ? join(outDir, 'index.html') : join(outDir, route.replace(/^\/+/, ''), 'index.html');

/** Builds the app for Node beside the client, into a folder inside the project so its packages resolve. */
async function buildRenderer(config: ResolvedConfig, outDir: string): Promise<string> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: { worker: resolve(config.root, workerEntry) } },
    },
  });
  return join(outDir, 'worker.js');
}

/**
 * Writes each route's first screen into its page at build time (prerenderPlan.ts says which
 * routes), so the browser paints it from the HTML before any script runs; the app then hydrates
 * it (src/ui/app/mountApp.ts). Runs after the client is written and before its files are
 * compressed (precompressPlugin), and only for a client build that wrote to disk.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  let failed = false;
  return {
    name: 'advisory-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!config || config.build.ssr || !config.build.write || failed) return;
        const api = config.plugins.find((plugin) => plugin.name === 'advisory-content')?.api as ContentApi | undefined;
        const content = api?.content();
        if (!content) throw new Error('prerender: the content plugin has no checked content for this build');
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const rendererDir = resolve(config.root, 'node_modules/.prerender', String(process.pid));
        mkdirSync(rendererDir, { recursive: true });
        try {
          const plan = prerenderPlan(content);
          const markups = await renderInWorkers(await buildRenderer(config, rendererDir), plan.pages);
          const skipped = [...plan.skipped];
          plan.pages.forEach((page: PlannedPage, index) => {
            const markup = markups[index] ?? '';
            const shown = shownSampleAnswers(markup, page.slots);
            if (shown.length > 0) {
              skipped.push({ route: page.route, reason: `it shows earlier answers (${shown.join(', ')})` });
              return;
            }
            const file = pageFile(outDir, page.route);
            mkdirSync(join(file, '..'), { recursive: true });
            writeFileSync(file, prerenderPage(template, markup, page.gate));
          });
          const written = plan.pages.length - (skipped.length - plan.skipped.length);
          config.logger.info(`prerendered ${String(written)} routes`);
          for (const { route, reason } of skipped) config.logger.warn(`not prerendered: ${route}: ${reason}`);
        } finally {
          rmSync(rendererDir, { recursive: true, force: true });
        }
      },
    },
  };
}
