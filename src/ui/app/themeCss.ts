import type { SystemContext } from '@chakra-ui/react';

/**
 * Marks the <style> a production index.html carries with the theme's global CSS (reset, global
 * styles, token variables), written at build time by tools/vite/themeCssPlugin.ts.
 */
export const themeCssAttribute = 'data-theme-css';

/**
 * The system for a page that carries the theme's global CSS: the provider has none to insert.
 * Copied property by property: the system's getters stay getters.
 */
function staticThemeSystem(system: SystemContext): SystemContext {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as SystemContext;
  return Object.defineProperties(copy, {
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}

/**
 * The system to hand ChakraProvider (the Studio and the editors' preview, src/ui/app/ChakraTheme.tsx).
 * The page already carries the theme's global CSS (tools/vite/themeCssPlugin.ts, in development
 * too), so the provider is given none to insert again. Without it (unit tests) the provider
 * inserts it as Chakra always does.
 */
export function withStaticThemeCss(system: SystemContext, page: Pick<Document, 'querySelector'> | undefined) {
  return page?.querySelector(`style[${themeCssAttribute}]`) ? staticThemeSystem(system) : system;
}
