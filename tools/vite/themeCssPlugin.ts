import { Global } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { system } from '../../src/ui/app/system.ts';
import { themeCssAttribute } from '../../src/ui/app/themeCss.ts';

/**
 * The CSS ChakraProvider would insert on every page load (the layer order, then the reset, global
 * styles and token variables), produced by the same emotion serialiser, once, on the server.
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: system._global }),
    ),
  );
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
