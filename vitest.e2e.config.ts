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
    // One browser per worker. A test spends most of its time waiting on the page (the spec's 800 ms
    // pause after each answer, streamed replies, retries): founder.e2e.ts used 37 s of CPU in 131 s.
    // Four workers on two cores keep both cores busy (docs/testing.md).
    maxWorkers: 4,
  },
});
