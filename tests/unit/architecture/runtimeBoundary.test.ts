/**
 * Runtime and build time apart: what only the content checker, the editors' preview, the Studio
 * or the build tools need never reaches the browser bundle. Proved on the import graph of the
 * production entry that index.html loads (static imports, lazy imports and `new URL` worker
 * chunks; type-only imports carry no code). Imports in `import.meta.env.DEV` branches are left
 * out: Vite drops them from production builds, which tests/e2e/fixture-flow.e2e.ts checks on dist.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceGraph } from './sourceGraph.ts';

const root = join(import.meta.dirname, '../../..');
const graph = new SourceGraph(root, 'src');

/** Build-time code, by folder, with why the browser has no use for it. */
const buildTimeOnly = {
  'src/checker/': 'the content checker (schema and semantic checks, form loading, file writing, flow maps)',
  'src/engine/steps/authoring/': "step declarations' checks and sample answers",
  'src/ui/preview/': "the editors' preview (/__preview, development only)",
  'src/studio/': 'the Studio (/__studio, development only) and its checker worker',
  'tools/': 'the build tools and Vite plugins',
} as const;
const folders = Object.keys(buildTimeOnly);

/** The module index.html loads, read from its own script tag. */
function productionEntry(): string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) => match[1]);
  expect(entries, 'module scripts in index.html').toHaveLength(1);
  return entries[0] ?? '';
}

const entry = productionEntry();
const shipped = graph.shippedFrom(entry);
const inDevelopment = graph.reachable(entry);

describe('the browser bundle and build-time code', () => {
  it('starts from the entry index.html loads, and reaches every screen view through the lazy routes', () => {
    expect(entry).toBe('src/main.tsx');
    for (const view of ['FormScreenView', 'QuestionnaireScreenView', 'ResultsScreenView'])
      expect(
        [...shipped].some((file) => file.endsWith(`/${view}.tsx`)),
        view,
      ).toBe(true);
    expect(shipped).toContain('src/engine/steps/registry.ts');
  });

  it('reaches no checker, authoring, preview, Studio or tool module from the production entry', () => {
    // Each import is held by .dependency-cruiser.cjs (runtime-imports-no-build-time-code, npm run deps);
    // this is the whole reach, which only this graph can take with development-only branches left out.
    const folderOf = (file: string) => folders.find((folder) => file.startsWith(folder));
    expect([...shipped].filter((file) => folderOf(file))).toEqual([]);
  });

  it("ships no style engine: the app's screens use classes compiled at build time", () => {
    // Chakra's components and emotion resolve style props in the browser on every render; the
    // screens' styles are compiled by tools/vite/staticStyles instead (src/ui/styles/defineStyles.ts).
    const styleEngine = /^@(chakra-ui|emotion)\//;
    const imports = [...shipped]
      .filter((file) => graph.modules.has(file) && !file.endsWith('.styles.ts'))
      .flatMap((file) =>
        graph
          .module(file)
          .imports.filter((edge) => !edge.typeOnly && !edge.devOnly && styleEngine.test(edge.specifier))
          .map((edge) => `${file} -> ${edge.specifier}`),
      );
    expect(imports, 'run-time imports of a style engine').toEqual([]);
    // Real: the development-only pages still bring Chakra, through the same graph.
    expect(inDevelopment).toContain('src/ui/app/ChakraTheme.tsx');
  });

  it('ships no schema compiler and no $ref resolver: forms are resolved and validators compiled at build time', () => {
    const buildTimeLibraries = /^(ajv|ajv-formats|json-schema-ref-resolver)(\/dist\/(compile|core|ajv))?$/;
    const imports = [...shipped]
      .filter((file) => graph.modules.has(file))
      .flatMap((file) =>
        graph
          .module(file)
          .imports.filter((edge) => !edge.typeOnly && !edge.devOnly && buildTimeLibraries.test(edge.specifier))
          .map((edge) => `${file} -> ${edge.specifier}`),
      );
    expect(imports, 'run-time imports of a schema compiler or resolver').toEqual([]);
    // Real: the checker, reachable in development, does import the resolver.
    const checker = graph.module('src/checker/formLoading/resolveForms.ts');
    expect(checker.imports.map((edge) => edge.specifier)).toContain('json-schema-ref-resolver');
  });

  it('keeps the preview and the Studio behind development-only imports', () => {
    const devOnly = [...graph.modules.values()].flatMap((module) =>
      module.imports.filter((edge) => edge.devOnly).map((edge) => `${module.file} -> ${edge.resolved}`),
    );
    expect(devOnly.sort()).toEqual([
      'src/ui/app/AppRoutes.tsx -> src/studio/view/StudioPage.tsx',
      'src/ui/app/AppRoutes.tsx -> src/ui/preview/PreviewPage.tsx',
    ]);
  });

  it('is a real boundary: in development the same entry reaches the checker and authoring code', () => {
    // Without this, a graph that stopped following lazy imports would pass the test above vacuously.
    for (const module of [
      'src/checker/checkContent.ts',
      'src/checker/checks/steps.ts',
      'src/engine/steps/authoring/registry.ts',
      'src/studio/view/checkWorker.ts',
    ])
      expect(inDevelopment, module).toContain(module);
  });
});
