/** Builds every variant the end-to-end tests need into dist-e2e/<variant>. */
import { build } from 'vite';
import { buildLanguages } from '../../tools/build/languageBuilds.ts';
import { projectRoot, serverBuilds, variantDir, variants, type Variant } from './support/variants.ts';

// Vite's check of the config's modules for a future config loader costs seconds of CPU per build
// and prints a plugin-timings block; the project does not use that loader (as in npm run build).
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

// Each variant's environment is exactly what variants.ts says: nothing leaks in from the shell.
const variantEnv = /^(VITE_(GEMINI|OPENAI|EMAILJS|ANALYSIS)_|ADVISORY_EXTRA_CONTENT$)/;

function useEnv(env: Record<string, string>): void {
  for (const key of Object.keys(process.env)) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing a variable is the only way to unset it
    if (variantEnv.test(key)) delete process.env[key];
  }
  Object.assign(process.env, env);
}

for (const [name, env] of Object.entries(variants) as [Variant, Record<string, string>][]) {
  useEnv(env);
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: variantDir(name), emptyOutDir: true } });
  console.log(`built e2e variant "${name}"`);
}

// The production server as `npm start` builds it: the client in each language, then the server beside it.
for (const server of serverBuilds) {
  useEnv(server.env);
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: server.client, emptyOutDir: true } });
  await buildLanguages(projectRoot, server.client, { logLevel: 'warn' });
  await build({
    root: projectRoot,
    logLevel: 'warn',
    build: { ssr: 'server/main.ts', outDir: server.server, emptyOutDir: true },
  });
  console.log(`built e2e variant "${server.name}" (client and server)`);
}
