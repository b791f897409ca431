import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './tools/vite/contentPlugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin({ root: import.meta.dirname })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Conditions of the tests' own schemas compile at run time; the app's are compiled by the build.
    setupFiles: ['tests/unit/support/compileConditions.ts'],
    restoreMocks: true,
    // rjsf forms rendered in jsdom take 3-6 s per test when the 2-core machine is shared and busy.
    testTimeout: 15_000,
  },
});
