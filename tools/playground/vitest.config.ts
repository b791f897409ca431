import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

/** The unit tests' plugins and setup, running only the playground usability check (npm run playground:forms starts it). */
export default defineConfig({
  ...base,
  root: resolve(import.meta.dirname, '../..'),
  test: {
    ...base.test,
    include: ['tools/playground/usable.test.tsx'],
    coverage: { enabled: false },
    // Each form is loaded with the whole project's content, rendered, filled in and checked by axe.
    testTimeout: 120_000,
  },
});
