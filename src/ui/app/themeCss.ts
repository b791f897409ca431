import type { SystemContext } from '@chakra-ui/react';

/**
 * Marks the <style> a production index.html carries with the theme's global CSS (reset, global
 * styles, token variables), written at build time by tools/vite/themeCssPlugin.ts.
 */
export const themeCssAttribute = 'data-theme-css';

/**
 * The system for a page that carries the theme's global CSS: the provider has none to insert.
 * Copied property by property, not spread: a spread reads `_global`, which in a build is what
 * makes Chakra create it (tools/vite/lazyThemeGlobalsPlugin.ts).
 */
export function staticThemeSystem(system: SystemContext): SystemContext {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as SystemContext;
  return Object.defineProperties(copy, {
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}

/**
 * The system to hand ChakraProvider. When the page already carries the theme's global CSS, the
 * provider is given none to serialise and insert: that work (emotion turning ~1,000 token
 * variables into CSS on every load) moved to the build. Without it (development, unit tests)
 * the provider inserts it as Chakra always does.
 */
export function withStaticThemeCss(system: SystemContext, page: Pick<Document, 'querySelector'> | undefined) {
  return page?.querySelector(`style[${themeCssAttribute}]`) ? staticThemeSystem(system) : system;
}
