import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { system } from '../../src/ui/app/system.ts';
import { themeCssAttribute } from '../../src/ui/app/themeCss.ts';

/**
 * The CSS ChakraProvider would insert on every page load (the layer order, then the reset, global
 * styles and token variables), rendered by ChakraProvider itself, once, on the server: outside a
 * browser emotion writes each global style inline, so the provider's public output is all we read.
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const rules = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  if (rules.length !== 2 || rules.some((css) => css.length === 0))
    throw new Error(`theme CSS: expected two non-empty global styles from emotion, got ${String(rules.length)}`);
  return rules.join('');
}

/**
 * Writes the theme's global CSS (reset, global styles, token variables) into index.html, on the
 * development server as in a client build: the app's screens, whose classes are compiled at build
 * time (tools/vite/staticStyles), have no provider to insert it (src/ui/app/themeCss.ts reads it).
 */
export function themeCssPlugin(): Plugin {
  let ssr = false;
  // The system is fixed for the server's life (an edit to it restarts the server): serialised once,
  // not on every page the development server sends.
  let css: string | undefined;
  return {
    name: 'advisory-theme-css',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transformIndexHtml() {
      if (ssr) return [];
      css ??= themeCss();
      return [{ tag: 'style', attrs: { [themeCssAttribute]: '' }, children: css, injectTo: 'head' }];
    },
  };
}
