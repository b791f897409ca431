import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { analysisModePlugin } from './tools/vite/analysisModePlugin.ts';
import { apiPlugin } from './tools/vite/apiPlugin.ts';
import { contentPlugin } from './tools/vite/contentPlugin.ts';
import { precompressPlugin } from './tools/vite/precompressPlugin.ts';
import { studioPlugin } from './tools/studio/studioPlugin.ts';

export default defineConfig({
  plugins: [
    react(),
    contentPlugin({ root: import.meta.dirname }),
    studioPlugin({ root: import.meta.dirname }),
    analysisModePlugin(),
    apiPlugin(),
    precompressPlugin(),
  ],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
