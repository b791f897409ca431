/** Builds every variant the end-to-end tests need into dist-e2e/<variant>. */
import { build } from 'vite';
import { projectRoot, variantDir, variants, type Variant } from './support/variants.ts';

// Each variant's environment is exactly what variants.ts says: nothing leaks in from the shell.
const variantEnv = /^(VITE_(GEMINI|OPENAI|EMAILJS)_|ADVISORY_EXTRA_CONTENT$)/;

for (const [name, env] of Object.entries(variants) as [Variant, Record<string, string>][]) {
  for (const key of Object.keys(process.env)) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing a variable is the only way to unset it
    if (variantEnv.test(key)) delete process.env[key];
  }
  Object.assign(process.env, env);
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: variantDir(name), emptyOutDir: true } });
  console.log(`built e2e variant "${name}"`);
}
