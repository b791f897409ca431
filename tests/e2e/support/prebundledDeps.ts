import { join } from 'node:path';
import { optimizeDeps, resolveConfig } from 'vite';
import { projectRoot } from './variants.ts';

/** `npm run dev`'s dependencies, pre-bundled once for every test file that starts a dev server. */
export const prebundledDeps = join(projectRoot, 'node_modules', '.vite-e2e-prebundled');

/**
 * Pre-bundles the dev server's dependencies (React, Chakra, rjsf, CodeMirror…) into one cache, run
 * by the e2e globalSetup before any file starts. Each dev-server file used to bundle the same
 * dependencies into its own cache at its start, the four of them about 10 s of CPU each
 * (docs/testing.md); now each starts from a copy. Vite keeps the bundle while the lockfile and the
 * config are unchanged, so a later run only checks it.
 */
export async function prebundleDevDependencies(): Promise<void> {
  const config = await resolveConfig({ root: projectRoot, logLevel: 'silent', cacheDir: prebundledDeps }, 'serve');
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one public way to pre-bundle without a server and a browser
  await optimizeDeps(config);
}
