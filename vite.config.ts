import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './tools/vite/contentPlugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin({ root: import.meta.dirname })],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
