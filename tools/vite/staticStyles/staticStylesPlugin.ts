import { runnerImport, type Plugin } from 'vite';
import { system } from '../../../src/ui/app/system.ts';
import { compilingStaticStyles, definedStyles } from '../../../src/ui/styles/defineStyles.ts';
import { compileStyles, type CompiledStyles } from './compileStyles.ts';

/** Marks the <style> a built index.html carries with every compiled style. */
export const staticStylesAttribute = 'data-static-styles';

/**
 * A styles module of code that only ever loads on demand (a result's screen): in a build its rules
 * are not inline in every page but a CSS file of their own, which Vite links as the chunk importing
 * the module loads, before that code runs. npm run size fails if a first load links one.
 */
const onDemandStylesSuffix = '.onDemand.styles.ts';

/** The virtual CSS module holding an on-demand styles module's rules (`\0`: no other plugin resolves it). */
const onDemandCssId = (file: string) => `\0advisory-on-demand-styles:${file.slice(0, -'.ts'.length)}.css`;

/** Counts the modules being evaluated for defineStyles, which throws when none is. */
function countEvaluating(change: 1 | -1) {
  const flags = globalThis as Record<symbol, number | undefined>;
  flags[compilingStaticStyles] = (flags[compilingStaticStyles] ?? 0) + change;
}

/**
 * Runs a styles module afresh, through Vite's module runner with no config (so no plugin of the
 * app's, this one included): an edit to the module or to a fragment it imports is always seen.
 */
async function evaluate(file: string, root: string) {
  countEvaluating(1);
  try {
    const loaded = await runnerImport<{ default?: unknown }>(file, { configFile: false, root, logLevel: 'silent' });
    const styles = loaded.module.default;
    if (typeof styles !== 'object' || styles === null || !(definedStyles in styles))
      throw new Error('its default export must be defineStyles({...})');
    return { styles: { ...styles } as Record<string, unknown>, dependencies: loaded.dependencies };
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
 * gets its class names, and a client build's index.html gets every rule in one <style> (an
 * on-demand module's rules excepted: they load with its chunk), so no page ships or runs a style
 * engine to paint the app's own elements.
 */
export function staticStylesPlugin(): Plugin {
  const built = new Map<string, CompiledStyles['rules']>();
  const onDemandCss = new Map<string, string>();
  let command: 'build' | 'serve' = 'serve';
  let root = process.cwd();
  return {
    name: 'advisory-static-styles',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    async transform(_code, id) {
      // The dev server asks for an edited module again with a query (`?t=…`).
      const [file = id] = id.split('?');
      if (!file.endsWith('.styles.ts')) return undefined;
      let compiled: CompiledStyles;
      try {
        const { styles, dependencies } = await evaluate(file, root);
        // The fragments it imports (focusRing.ts, layout.ts…): editing one recompiles this module.
        for (const dependency of dependencies) this.addWatchFile(dependency);
        compiled = compileStyles(system, styles);
      } catch (error) {
        this.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (command === 'serve') return { code: devModule(file, compiled), map: null };
      const classNames = `export default ${JSON.stringify(compiled.classNames)};`;
      if (!file.endsWith(onDemandStylesSuffix)) {
        built.set(file, compiled.rules);
        return { code: classNames, map: null };
      }
      const cssId = onDemandCssId(file);
      onDemandCss.set(cssId, [...compiled.rules.values()].join(''));
      return { code: `import ${JSON.stringify(cssId)};\n${classNames}`, map: null };
    },
    resolveId(id) {
      return onDemandCss.has(id) ? id : undefined;
    },
    load(id) {
      return onDemandCss.get(id);
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
