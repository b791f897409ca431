import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './tools/vite/contentPlugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin({ root: import.meta.dirname })],
  resolve: {
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/ui/forms/plainMarkdown.tsx', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
