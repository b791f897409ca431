import { defineConfig } from 'vitest/config';

/** End-to-end tests: built app, static server, Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    // A poll waits for what a person would wait for (a route's chunk, a re-check), which takes seconds
    // on a busy machine: vitest's default of one second made a test's speed part of what it proved.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Two cores: one browser per worker, two workers. Four were tried (a test mostly waits on the page:
    // founder.e2e.ts used 37 s of CPU in 131 s), but the three Studio files and the dev-server file each
    // compile the app in a Vite dev server, and four at once slowed them past their limits (docs/testing.md).
    maxWorkers: 2,
  },
});
