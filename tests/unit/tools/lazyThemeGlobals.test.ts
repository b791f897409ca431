import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { staticThemeSystem } from '../../../src/ui/app/themeCss.ts';
import { lazyThemeGlobals } from '../../../tools/vite/lazyThemeGlobalsPlugin.ts';

const require = createRequire(import.meta.url);
const chakraSystemFile = join(require.resolve('@chakra-ui/react'), '../../esm/styled-system/system.js');
const source = readFileSync(chakraSystemFile, 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'lazy-theme-globals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The installed Chakra's createSystem as the build rewrites it, loaded from a scratch copy. */
async function lazyCreateSystem(): Promise<typeof createSystem> {
  const from = pathToFileURL(chakraSystemFile);
  const rewritten = lazyThemeGlobals(source).replace(/from '([^']+)'/g, (_match, specifier: string) => {
    const target = specifier.startsWith('.')
      ? new URL(specifier, from)
      : pathToFileURL(createRequire(chakraSystemFile).resolve(specifier));
    return `from '${target.href}'`;
  });
  const file = join(scratch, 'system.mjs');
  writeFileSync(file, rewritten);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: typeof createSystem })
    .createSystem;
}

describe("the build's lazy theme globals (tools/vite/lazyThemeGlobalsPlugin.ts)", () => {
  it('builds the same global CSS objects as Chakra, on first read and only once', async () => {
    const lazy = (await lazyCreateSystem())(defaultBaseConfig);
    const eager = createSystem(defaultBaseConfig);
    const first = lazy._global;
    expect(first).toEqual(eager._global);
    expect(lazy._global).toBe(first);
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
  });

  it('leaves the rest of the module as Chakra wrote it', () => {
    const rewritten = lazyThemeGlobals(source);
    const removed = source.split('\n').filter((line) => !rewritten.includes(line));
    expect(removed.map((line) => line.trim())).toEqual([
      'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
      '_global,',
    ]);
  });

  it('fails the build, naming the file to update, when Chakra no longer reads as expected', () => {
    expect(() => lazyThemeGlobals(source.replace('getTokenCss()];', 'getTokenCss(), extra()];'))).toThrow(
      /styled-system\/system\.js no longer builds `_global` as expected.*update tools\/vite\/lazyThemeGlobalsPlugin\.ts/,
    );
  });

  it('is never built for a page that carries the theme CSS: the static system does not read it', () => {
    const system = createSystem(defaultBaseConfig);
    const guarded = Object.defineProperty<SystemContext>({ ...system }, '_global', {
      enumerable: true,
      get() {
        throw new Error('_global was read');
      },
    });
    const page = staticThemeSystem(guarded);
    expect(page._global).toEqual([]);
    expect(page._config.disableLayers).toBe(true);
    expect(page.css).toBe(system.css);
  });
});
