import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedRoute } from '../../../src/ui/prerender/renderRoute.tsx';
import { contentPluginName, type ContentApi } from '../contentPlugin.ts';
import { prerenderPage } from './prerenderPage.ts';
import { prerenderPlan, shownSampleAnswers, type PrerenderPlan } from './prerenderPlan.ts';
import { renderInWorkers } from './renderInWorkers.ts';

const workerEntry = 'src/ui/prerender/worker.ts';

/**
 * `/` is index.html itself (also the page of a route with no page of its own); `/consulting` is
 * consulting/index.html; a page named as a file (`/404.html`) is that file.
 */
const pageFile = (outDir: string, route: string) => {
  if (route === '/') return join(outDir, 'index.html');
  const path = route.replace(/^\/+/, '');
  return route.endsWith('.html') ? join(outDir, path) : join(outDir, path, 'index.html');
};

/** Builds the app for Node: the worker that renders one route (src/ui/prerender/worker.ts). */
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
 * Writes each planned page beside the built index.html (its template), except a screen whose
 * markup shows an earlier answer; returns how many were written and which were not, and why.
 */
function writePages(outDir: string, plan: PrerenderPlan, renderings: readonly RenderedRoute[]) {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const skipped = [...plan.skipped];
  let written = 0;
  plan.pages.forEach((page, index) => {
    const rendered = renderings[index];
    if (!rendered) throw new Error(`prerender: no rendering of ${page.route}`);
    const shown = shownSampleAnswers(rendered.markup, page.slots);
    if (shown.length > 0) {
      skipped.push({ route: page.route, reason: `it shows earlier answers (${shown.join(', ')})` });
      return;
    }
    const file = pageFile(outDir, page.route);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, prerenderPage(template, rendered, page.gate));
    written += 1;
  });
  return { written, skipped };
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
        const api = config.plugins.find((plugin) => plugin.name === contentPluginName)?.api as ContentApi | undefined;
        const content = api?.content();
        if (!content) throw new Error('prerender: the content plugin has no checked content for this build');
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so the renderer's imports resolve from its node_modules.
        const parent = resolve(config.root, 'node_modules/.prerender');
        mkdirSync(parent, { recursive: true });
        const rendererDir = mkdtempSync(join(parent, 'build-'));
        try {
          const plan = prerenderPlan(content);
          const renderings = await renderInWorkers(await buildRenderer(config, rendererDir), plan.pages);
          const { written, skipped } = writePages(outDir, plan, renderings);
          config.logger.info(`prerendered ${String(written)} routes`);
          for (const { route, reason } of skipped) config.logger.warn(`not prerendered: ${route}: ${reason}`);
        } finally {
          rmSync(rendererDir, { recursive: true, force: true });
        }
      },
    },
  };
}
