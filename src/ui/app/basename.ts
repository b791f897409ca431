/**
 * The path this build's pages live under: '' for English (the source language, at /), '/es' for
 * the Spanish build (vite.config.ts's base, /es/). The router takes it as its basename, so every
 * in-app link and navigation stays within the page's language.
 */
export const basename = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** The content route an address of this build names: `/es/questions` is `/questions`, `/es/` is `/`. */
export function routeOf(pathname: string): string {
  if (basename === '' || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}
