import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './tools/vite/contentPlugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin({ root: import.meta.dirname })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
