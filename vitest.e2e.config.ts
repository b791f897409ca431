import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/e2e/support/slowFirstSequencer.ts';

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
    // Two files at once on two cores: with four, a fresh CI took longer (1,685 s against 1,494 s) and
    // a page navigated away before its on-demand chunk arrived (docs/testing.md).
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
