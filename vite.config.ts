import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { analysisModePlugin } from './tools/vite/analysisModePlugin.ts';
import { apiPlugin } from './tools/vite/apiPlugin.ts';
import { contentPlugin } from './tools/vite/contentPlugin.ts';
import { precompressPlugin } from './tools/vite/precompressPlugin.ts';
import { prerenderPlugin } from './tools/vite/prerender/prerenderPlugin.ts';
import { rjsfStandInsPlugin } from './tools/vite/rjsfStandInsPlugin.ts';
import { shakeableRouterPlugin } from './tools/vite/shakeableRouterPlugin.ts';
import { staticStylesPlugin } from './tools/vite/staticStyles/staticStylesPlugin.ts';
import { themeCssPlugin } from './tools/vite/themeCssPlugin.ts';
import { studioPlugin } from './tools/studio/studioPlugin.ts';

/**
 * The language this build is for: English (the source) when unset, or a translated language's tag,
 * whose pages live under /<tag>/ in dist/<tag>/ (tools/build/languageBuilds.ts builds each in turn).
 */
const language = process.env.ADVISORY_LANGUAGE || undefined;

export default defineConfig({
  base: language ? `/${language.toLowerCase()}/` : '/',
  plugins: [
    staticStylesPlugin(),
    react(),
    contentPlugin({ root: import.meta.dirname, ...(language ? { language } : {}) }),
    studioPlugin({ root: import.meta.dirname }),
    analysisModePlugin(),
    apiPlugin(),
    themeCssPlugin(),
    rjsfStandInsPlugin(),
    shakeableRouterPlugin(),
    prerenderPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/ui/forms/plainMarkdown.tsx', import.meta.url)) },
  },
  // The Studio's checker runs in a Web Worker, which the dependency scan does not reach from
  // index.html: listed here, its packages are pre-bundled at start instead of being discovered
  // on first use, which would make Vite reload every open page (the Studio loses unsaved edits).
  // The forms' validators, compiled at build time into the content's virtual modules, import ajv's
  // string-length helper, which the scan cannot see either: listed, opening a form with a length
  // limit no longer re-bundles the dependencies and reloads the page mid-visit.
  optimizeDeps: {
    entries: ['index.html', 'src/studio/view/checkWorker.ts'],
    include: ['ajv/dist/runtime/ucs2length'],
  },
  build: {
    outDir: language ? `dist/${language.toLowerCase()}` : 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Browsers without modulepreload (Safari before 17) fetch the same chunks without the hint;
    // the polyfill would cost every other browser its bytes on the entry.
    modulePreload: { polyfill: false },
    // Rolldown's advice when plugins take a share of a build (the content and prerender plugins
    // do, by design) is for plugin authors profiling a build, not for someone starting the app.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
