// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../../src/ui/app/system.ts';
import { themeCssAttribute, withStaticThemeCss } from '../../../src/ui/app/themeCss.ts';

/** The CSS emotion has put into the page's <style> elements. */
const insertedCss = () =>
  [...document.head.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');

describe('ChakraProvider and the theme CSS a built page carries', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('inserts the global CSS itself when the page does not carry it', () => {
    expect(withStaticThemeCss(system, document)).toBe(system);
    expect(withStaticThemeCss(system, undefined)).toBe(system);
    render(<ChakraProvider value={withStaticThemeCss(system, document)}>page</ChakraProvider>);
    expect(insertedCss()).toContain('--chakra-colors-brand-600');
  });

  it('inserts no global CSS when the page carries it', () => {
    document.head.innerHTML = `<style ${themeCssAttribute}>:root{}</style>`;
    render(<ChakraProvider value={withStaticThemeCss(system, document)}>page</ChakraProvider>);
    expect(insertedCss()).toBe('');
  });
});
