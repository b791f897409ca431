import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/ui/app/system.ts';
import { themeCss } from '../../../tools/vite/themeCssPlugin.ts';

describe('theme CSS written at build time', () => {
  it('is exactly the global CSS ChakraProvider renders without it', () => {
    // Rendered outside a browser, emotion writes each global style inline as a <style> element.
    const markup = renderToStaticMarkup(<ChakraProvider value={system}>page</ChakraProvider>);
    const provided = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    expect(provided).toContain('--chakra-colors-brand-600');
    expect(themeCss()).toBe(provided);
  });

  it('opens with the layer order, so every later layer is placed as Chakra intends', () => {
    expect(themeCss()).toMatch(/^@layer reset,base,tokens,recipes;/);
  });

  it('holds only light values: the app has no dark mode', () => {
    expect(themeCss()).not.toMatch(/\.dark|_dark/);
  });
});
