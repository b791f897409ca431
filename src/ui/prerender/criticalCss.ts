import type { EmotionCache } from '@emotion/cache';

/** The styles a prerendered page carries in <head>: emotion's cache key and ids, and their rules in render order. */
export interface CriticalCss {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The rules `markup` uses, each once, from a cache that kept them instead of writing them beside
 * the elements (`compat`): every class the markup names, plus rules no class names (keyframes),
 * as @emotion/server's extractCritical picks them. Written inline, a rule first used by a screen's
 * loading spinner went out with the spinner, and the screen that replaced it lost that rule.
 */
export function criticalCss(cache: EmotionCache, markup: string): CriticalCss {
  const named = new Set(
    [...markup.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, 'g'))].map((match) => match[1]),
  );
  const ids = Object.keys(cache.inserted).filter(
    (id) =>
      typeof cache.inserted[id] === 'string' && (named.has(id) || cache.registered[`${cache.key}-${id}`] === undefined),
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
}
