// @ts-check
/**
 * The house's import boundaries, checked by dependency-cruiser in `npm test` (`npm run deps`).
 * Each rule says which way imports may point and why; a violation names both files.
 *
 * Floors, bottom up: the content's types (src/engine/content/) → the engine (src/engine/) → the
 * build-time checker (src/checker/), the React app (src/ui/), the Studio (src/studio/) and the
 * server (server/) → the tools and tests. What only the build needs never reaches the browser:
 * the first rule below holds each import, tests/unit/architecture/runtimeBoundary.test.ts the
 * production entry's whole reach (development-only branches left out, which this tool cannot tell).
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Build-time code: the checker, step authoring, the editors' preview, the Studio, the tools. */
const buildTime = '^(src/checker/|src/engine/steps/authoring/|src/ui/preview/|src/studio/|tools/)';

module.exports = {
  forbidden: [
    {
      name: 'resolvable',
      severity: 'error',
      comment:
        "An import the tool cannot resolve would hide its edges from every rule here (Vite's virtual modules excepted).",
      from: {},
      to: { couldNotResolve: true, pathNot: '^(virtual:|/@)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which module is the lower one; none anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-imports-no-build-time-code',
      severity: 'error',
      comment:
        "The browser's code (the engine, the app) never imports the checker, authoring, preview, Studio or tools. " +
        "The app's two development-only routes (behind import.meta.env.DEV, dropped from production builds) are the exception; " +
        'runtimeBoundary.test.ts checks they stay behind that flag.',
      from: { path: '^(src/engine/|src/ui/|src/main\\.tsx)', pathNot: [buildTime, '^src/ui/app/AppRoutes\\.tsx$'] },
      to: { path: buildTime, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'runtime-dev-routes-only',
      severity: 'error',
      comment: 'The only runtime imports of build-time code: the Studio and the preview pages, in development.',
      from: { path: '^src/ui/app/AppRoutes\\.tsx$' },
      to: {
        path: buildTime,
        pathNot: '^(src/studio/view/StudioPage\\.tsx|src/ui/preview/PreviewPage\\.tsx)$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'engine-below-everything',
      severity: 'error',
      comment:
        'The engine is plain TypeScript the browser and the server share: it imports no React app, Studio, checker, server, tool or test.',
      from: { path: '^src/engine/' },
      to: { path: '^(src/checker/|src/ui/|src/studio/|server/|tools/|tests/|bench/)' },
    },
    {
      name: 'content-types-ground-floor',
      severity: 'error',
      comment: "The content's types are the ground floor: they import nothing else of the house.",
      from: { path: '^src/engine/content/' },
      to: { path: '^(src|server|tools)/', pathNot: '^src/engine/content/' },
    },
    {
      name: 'checker-above-engine',
      severity: 'error',
      comment:
        'The build-time checker reads the engine (its catalogue, logic, step authoring); it never imports the app, the Studio, the server or the tools.',
      from: { path: '^src/checker/' },
      to: { path: '^(src/ui/|src/studio/|server/|tools/|tests/)' },
    },
    {
      name: 'server-enters-engine-through-its-public-module',
      severity: 'error',
      comment: 'The server uses the engine through src/engine/index.ts only, so what it relies on is one list.',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/engine/index\\.ts$' },
    },
    {
      name: 'app-not-from-server-or-tools',
      severity: 'error',
      comment: 'The app and the Studio run in the browser: no server or tool code.',
      from: { path: '^src/' },
      to: { path: '^(server|tools|tests|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // bench/peers/apps/ install their own packages only for npm run bench.
    exclude: { path: '^(node_modules|dist|dist-[^/]+|coverage|bench/peers/apps)/' },
    // Type-only imports count for cycles and floors: a type is part of a module's contract too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
