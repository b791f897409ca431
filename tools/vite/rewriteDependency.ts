import type { Plugin } from 'vite';

/**
 * A build-only plugin that rewrites the source of the dependency modules `matches` picks. The
 * rewrites keep lines where they can and give no source map, so `npm run size:attribute` still
 * reads the rest of the module's mapping.
 */
export function rewriteDependencyPlugin(
  name: string,
  matches: (id: string) => boolean,
  rewrite: (code: string) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    transform: (code, id) => (matches(id) ? { code: rewrite(code), map: null } : null),
  };
}
