import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { shakeableRouter, shakeableRouterPlugin } from '../../../tools/vite/shakeableRouterPlugin.ts';

const require = createRequire(import.meta.url);
// The react-router that react-router-dom, which the app imports, is built on.
const router = createRequire(require.resolve('react-router-dom')).resolve('react-router');
const routerDist = join(dirname(router), '..', 'development');
const routerModules = readdirSync(routerDist).filter((name) => name.endsWith('.mjs'));
const root = join(import.meta.dirname, '../../..');

/** A page that uses react-router the way the app does: a router, routes and href resolution, no Form or NavLink. */
const page: Plugin = {
  name: 'router-page',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('router-page') ? '\0router-page' : null),
  load: (id) =>
    id === '\0router-page'
      ? "import { BrowserRouter, Routes, Route, useHref, useLinkClickHandler } from 'react-router-dom'; export { BrowserRouter, Routes, Route, useHref, useLinkClickHandler };"
      : null,
};

async function bundledPage(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [page, ...plugins],
    build: { write: false, minify: false, lib: { entry: 'router-page', formats: ['es'], fileName: 'page' } },
    define: { 'process.env.NODE_ENV': '"production"' },
  })) as Rolldown.RolldownOutput[];
  return output.flatMap(({ output: files }) => files.map((file) => ('code' in file ? file.code : ''))).join('\n');
}

describe("the build's shakeable react-router (tools/vite/shakeableRouterPlugin.ts)", () => {
  it('drops the components a page does not use, which the bundler kept before', async () => {
    const [before, after] = await Promise.all([bundledPage([]), bundledPage([shakeableRouterPlugin()])]);
    for (const unused of ['var NavLink =', 'var Form =', 'function useSubmit(']) {
      expect(before).toContain(unused);
      expect(after).not.toContain(unused);
    }
    for (const used of ['function useHref(', 'function useLinkClickHandler(', 'function BrowserRouter('])
      expect(after).toContain(used);
  }, 30_000);

  it('only marks declarations pure and removes development names, keeping every line in place', () => {
    for (const name of routerModules) {
      const source = readFileSync(join(routerDist, name), 'utf8');
      const before = source.split('\n');
      const after = shakeableRouter(source).split('\n');
      expect(after).toHaveLength(before.length);
      for (const [index, line] of before.entries()) {
        if (after[index] === line) continue;
        if (after[index] === '') expect(line).toMatch(/^[\w$]+\.displayName = "[^"]*";$/);
        else expect(after[index]).toBe(line.replace(/= React(\d*)\./, '= /* @__PURE__ */ React$1.'));
      }
    }
  });

  it('fails the build, naming the file to update, when react-router declares a component otherwise', () => {
    expect(() => shakeableRouter('export default React.forwardRef(function Link() {});')).toThrow(
      /1 of its components or contexts in a form this build does not recognise.*update tools\/vite\/shakeableRouterPlugin\.ts/,
    );
  });
});
