import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './tools/vite/contentPlugin.ts';
import { studioPlugin } from './tools/studio/studioPlugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin({ root: import.meta.dirname }), studioPlugin({ root: import.meta.dirname })],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
