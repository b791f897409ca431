import { defineConfig } from 'vitest/config';

/** End-to-end tests: built app, static server, Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser per worker, two workers.
    maxWorkers: 2,
  },
});
