import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { system } from '../../../src/ui/app/system.ts';
import { compilingStaticStyles, definedStyles } from '../../../src/ui/styles/defineStyles.ts';
import { compileStyles, type CompiledStyles } from './compileStyles.ts';

/** Marks the <style> a built index.html carries with every compiled style. */
export const staticStylesAttribute = 'data-static-styles';

const localImport = /^\s*import\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Counts the modules being evaluated for defineStyles, which throws when none is. */
function countEvaluating(change: 1 | -1) {
  const flags = globalThis as Record<symbol, number | undefined>;
  flags[compilingStaticStyles] = (flags[compilingStaticStyles] ?? 0) + change;
}

async function evaluate(file: string): Promise<Record<string, unknown>> {
  countEvaluating(1);
  try {
    const loaded = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { default?: unknown };
    const styles = loaded.default;
    if (typeof styles !== 'object' || styles === null || !(definedStyles in styles))
      throw new Error('its default export must be defineStyles({...})');
    return { ...styles };
  } finally {
    countEvaluating(-1);
  }
}

/** Dev and tests: the module writes its own rules into one <style> per module, replaced on each edit. */
function devModule(file: string, { classNames, rules }: CompiledStyles): string {
  return [
    `const css = ${JSON.stringify([...rules.values()].join(''))};`,
    `if (typeof document !== 'undefined') {`,
    `  const selector = ${JSON.stringify(`style[${staticStylesAttribute}="${file}"]`)};`,
    `  let element = document.head.querySelector(selector);`,
    `  if (!element) { element = document.createElement('style'); element.setAttribute(${JSON.stringify(staticStylesAttribute)}, ${JSON.stringify(file)}); document.head.append(element); }`,
    `  element.textContent = css;`,
    `}`,
    `export default ${JSON.stringify(classNames)};`,
  ].join('\n');
}

/**
 * Compiles each `*.styles.ts` module (src/ui/styles/defineStyles.ts) at build time: the browser
 * gets its class names, and a client build's index.html gets every rule in one <style>, so no
 * page ships or runs a style engine to paint the app's own elements.
 */
export function staticStylesPlugin(): Plugin {
  const built = new Map<string, CompiledStyles['rules']>();
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'advisory-static-styles',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    async transform(code, id) {
      if (!id.endsWith('.styles.ts')) return undefined;
      for (const [, specifier] of code.matchAll(localImport)) {
        const resolved = specifier ? await this.resolve(specifier, id) : null;
        if (resolved) this.addWatchFile(resolved.id);
      }
      let compiled: CompiledStyles;
      try {
        compiled = compileStyles(system, await evaluate(id));
      } catch (error) {
        this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (command === 'serve') return { code: devModule(id, compiled), map: null };
      built.set(id, compiled.rules);
      return { code: `export default ${JSON.stringify(compiled.classNames)};`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (command !== 'build' || built.size === 0) return [];
        const rules = new Map<string, string>();
        for (const id of [...built.keys()].sort())
          for (const [name, rule] of built.get(id) ?? []) rules.set(name, rule);
        const css = [...rules.values()].join('');
        // Written into a <style> element as raw text, which `</style` would end early.
        if (/<\/style/i.test(css))
          throw new Error('a compiled style contains "</style", which would end its <style> element');
        return [{ tag: 'style', attrs: { [staticStylesAttribute]: '' }, children: css, injectTo: 'head' }];
      },
    },
  };
}
