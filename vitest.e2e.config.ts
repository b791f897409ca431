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
    // Four files at once on two cores, one browser each: a test mostly waits on the page (the 800 ms
    // pause after each answer, streamed replies, a retry's back-off, a rate limit's window). Two were
    // used while each dev-server file bundled its own dependencies (docs/testing.md).
    maxWorkers: 4,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
