import type { Plugin } from 'vite';
import { extraContentRoots } from '../content/extraContentRoots.ts';
import { studioMiddleware } from './studioMiddleware.ts';

/**
 * The Studio's file endpoint: only the development server has it (`apply: 'serve'`), so no
 * build, preview server or deployment can write content.
 */
export function studioPlugin({
  root,
  extraRoots = extraContentRoots(root),
}: {
  root: string;
  extraRoots?: readonly string[];
}): Plugin {
  return {
    name: 'advisory-studio-files',
    apply: 'serve',
    configureServer(server) {
      const handle = studioMiddleware(root, extraRoots);
      server.middlewares.use((req, res, next) => {
        handle(req, res, next).catch(next);
      });
    },
  };
}
