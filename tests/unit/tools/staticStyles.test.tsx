import { Box, Button, ChakraProvider } from '@chakra-ui/react';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, createServer, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/ui/app/system.ts';
import { defineStyles } from '../../../src/ui/styles/defineStyles.ts';
import { compileStyles } from '../../../tools/vite/staticStyles/compileStyles.ts';
import { staticStylesAttribute, staticStylesPlugin } from '../../../tools/vite/staticStyles/staticStylesPlugin.ts';
import cardStyles from './staticStyles/card.styles.ts';

const here = join(import.meta.dirname, 'staticStyles');

/** The class and the rules Chakra's own component writes at run time for `element`. */
function chakraAtRunTime(element: ReactElement) {
  const markup = renderToStaticMarkup(<ChakraProvider value={system}>{element}</ChakraProvider>);
  const className = /class="(?:[^"]* )?(css-[a-z0-9]+)"/.exec(markup)?.[1] ?? '';
  const rules = new RegExp(`<style data-emotion="css ${className.slice(4)}">([^<]*)</style>`).exec(markup)?.[1] ?? '';
  return { className, rules };
}

describe('compiled styles (tools/vite/staticStyles)', () => {
  it('are the class and rules Chakra writes at run time for the same style props', () => {
    const style = { bg: 'white', p: { base: 4, md: 6 }, color: 'brand.700', _hover: { color: 'brand.600' } } as const;
    const runTime = chakraAtRunTime(<Box {...style} />);
    expect(runTime.rules).toContain('var(--chakra-colors-brand-700)');
    const { classNames, rules } = compileStyles(system, { box: style });
    expect(classNames.box).toBe(runTime.className.replace(/^css-/, 's-'));
    expect(rules.get(classNames.box ?? '')).toBe(runTime.rules.replaceAll(runTime.className, classNames.box ?? ''));
  });

  it("apply a theme recipe as Chakra's component does: its variants, then the element's own styles", () => {
    const runTime = chakraAtRunTime(<Button variant="outline" size="lg" colorPalette="brand" w="full" />);
    const { classNames, rules } = compileStyles(system, {
      button: {
        recipe: 'button',
        variants: { variant: 'outline', size: 'lg' },
        css: { colorPalette: 'brand', w: 'full' },
      },
    });
    expect(classNames.button).toBe(runTime.className.replace(/^css-/, 's-'));
    expect(rules.get(classNames.button ?? '')).toBe(
      runTime.rules.replaceAll(runTime.className, classNames.button ?? ''),
    );
    expect(rules.get(classNames.button ?? '')).toContain('@layer recipes');
  });

  it('give styles that are alike one class and one rule', () => {
    const { classNames, rules } = compileStyles(system, { a: { mt: 2 }, b: { mt: 2 }, c: { mt: 3 } });
    expect(classNames.a).toBe(classNames.b);
    expect(classNames.c).not.toBe(classNames.a);
    expect(rules.size).toBe(2);
  });

  it('name a variant the recipe does not have, and a style that is not an object', () => {
    expect(() => compileStyles(system, { x: { recipe: 'button', variants: { tone: 'loud' } } })).toThrow(
      'recipe "button" has no variant "tone"',
    );
    expect(() => compileStyles(system, { x: 'red' })).toThrow('style "x" is not a style object');
  });
});

describe('defineStyles', () => {
  it('refuses to run outside the compiler, rather than hand out style objects as class names', () => {
    expect(() => defineStyles({ card: { p: 4 } })).toThrow(/must be compiled by the static styles plugin/);
  });
});

describe('a styles module on the development server (these tests run through it too)', () => {
  it('is its class names, the same the build gives', () => {
    expect(Object.keys(cardStyles)).toEqual(['card', 'submit']);
    expect(cardStyles.card).toMatch(/^s-[a-z0-9]+$/);
    expect(cardStyles.card).not.toBe(cardStyles.submit);
  });

  it('is compiled afresh after an edit to it or to a fragment it imports, also when asked with a query', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'styles-dev-'));
    const defineStylesModule = join(import.meta.dirname, '../../../src/ui/styles/defineStyles.ts');
    const write = (colour: string, gap: number) => {
      writeFileSync(join(folder, 'fragment.ts'), `export const gap = ${String(gap)};\n`);
      writeFileSync(
        join(folder, 'card.styles.ts'),
        `import { defineStyles } from ${JSON.stringify(defineStylesModule)};\nimport { gap } from './fragment.ts';\nexport default defineStyles({ card: { color: '${colour}', gap } });\n`,
      );
    };
    write('red.600', 2);
    const server = await createServer({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      plugins: [staticStylesPlugin()],
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    try {
      const served = async (query = '') => (await server.transformRequest(`/card.styles.ts${query}`))?.code ?? '';
      expect(await served()).toContain('var(--chakra-colors-red-600)');
      write('green.600', 2);
      expect(await served('?t=1')).toContain('var(--chakra-colors-green-600)');
      write('green.600', 7);
      expect(await served('?t=2')).toContain('gap:var(--chakra-spacing-7)');
    } finally {
      await server.close();
    }
  }, 30_000);
});

/** A page whose script imports the styles module `file` and prints its class names. */
function page(file: string): Plugin {
  return {
    name: 'styled-page',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('page.ts') ? '\0page.ts' : null),
    load: (id) => (id === '\0page.ts' ? `import styles from ${JSON.stringify(file)}; console.log(styles);` : null),
  };
}

async function builtPage(styles: string) {
  const output = (await build({
    configFile: false,
    root: here,
    logLevel: 'silent',
    plugins: [
      page(styles),
      staticStylesPlugin(),
      {
        name: 'page-html',
        resolveId: (id) => (id.endsWith('index.html') ? join(here, 'index.html') : null),
        load: (id) =>
          id.endsWith('index.html')
            ? '<html><head></head><body><script type="module" src="/page.ts"></script></body></html>'
            : null,
      },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: join(here, 'index.html') } },
  })) as Rolldown.RolldownOutput;
  const files = output.output;
  const script = files.map((file) => ('code' in file ? file.code : '')).join('\n');
  const html = files.find((file) => file.fileName.endsWith('index.html'));
  return { script, html: html && 'source' in html ? String(html.source) : '' };
}

describe('the static styles plugin in a build', () => {
  it('gives the script only class names and the page every rule, with no style engine shipped', async () => {
    const { script, html } = await builtPage(join(here, 'card.styles.ts'));
    const [card, submit] = [...script.matchAll(/"(s-[a-z0-9]+)"/g)].map((match) => match[1]);
    expect(card).toBeDefined();
    expect(submit).toBeDefined();
    expect(script).not.toMatch(/chakra|emotion|defineStyles/);
    const inline = new RegExp(`<style ${staticStylesAttribute}="">([^<]*)</style>`).exec(html)?.[1] ?? '';
    expect(inline).toContain(`.${card ?? ''}{`);
    expect(inline).toContain(`.${submit ?? ''}`);
    expect(inline).toContain('outline-color:var(--chakra-colors-brand-500)');
  }, 30_000);

  it('fails naming the module whose default export is not defineStyles({...})', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'styles-'));
    writeFileSync(join(folder, 'package.json'), '{ "type": "module" }');
    const file = join(folder, 'notStyles.styles.ts');
    writeFileSync(file, 'export default { card: { p: 4 } };\n');
    await expect(builtPage(file)).rejects.toThrow(/notStyles\.styles\.ts: its default export must be defineStyles/);
  }, 30_000);
});
