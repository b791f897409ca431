import type { Plugin } from 'vite';
import { rewriteDependencyPlugin } from './rewriteDependency.ts';

/** Chakra's createSystem, which builds the theme's global CSS objects as it creates a system. */
const systemModule = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const globals = '[getPreflightCss(), getGlobalCss(), getTokenCss()]';
const eager = `const _global = ${globals};`;
const exposed = /^(\s*)_global,$/m;

/**
 * Chakra's createSystem (@chakra-ui/react 3.37.0, pinned in package.json) turns the reset, the
 * global styles and every token variable into CSS objects while it creates the system: a large
 * share of the app's start-up evaluation in a CPU profile of a `/buyer-questions` load. Only
 * ChakraProvider reads them (`system._global`), and a built page does not ask it to: the page
 * carries that CSS, written at build time (themeCssPlugin.ts, src/ui/app/themeCss.ts). Rewritten
 * here so `_global` is built on first read, the same value, and never in the browser. A Chakra whose
 * source no longer reads as expected fails the build instead of silently losing the saving.
 */
export function lazyThemeGlobals(code: string): string {
  if (!code.includes(eager) || !exposed.test(code))
    throw new Error(
      `lazy theme globals: Chakra's styled-system/system.js no longer builds \`_global\` as expected (${eager}); update tools/vite/lazyThemeGlobalsPlugin.ts for this version`,
    );
  return code
    .replace(eager, () => 'let _global;')
    .replace(
      exposed,
      (_line, indent: string) => `${indent}get _global() {\n${indent}  return (_global ??= ${globals});\n${indent}},`,
    );
}

export function lazyThemeGlobalsPlugin(): Plugin {
  return rewriteDependencyPlugin('advisory-lazy-theme-globals', (id) => id.endsWith(systemModule), lazyThemeGlobals);
}
