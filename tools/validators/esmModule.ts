/**
 * Turns ajv's standalone output (CommonJS: `exports[...] = validate..`, `require("ajv/dist/runtime/..")`)
 * into an ES module the bundler can split and tree-shake, without `new Function` or `eval`.
 * Each block runs in its own scope, so two blocks' `validate10`s never clash.
 */
export function esmModule(blocks: Record<string, string>): string {
  const imports = new Map<string, string>();
  const dependency = (specifier: string) => {
    let name = imports.get(specifier);
    if (!name) {
      name = `__dependency${imports.size}`;
      imports.set(specifier, name);
    }
    return name;
  };
  const scoped = Object.entries(blocks).map(([name, code]) => {
    const body = code.replace(/require\("([^"]+)"\)/g, (_, specifier: string) => dependency(specifier));
    return `const ${name} = (() => {\nconst module = { exports: {} };\nconst exports = module.exports;\n${body}\nreturn module.exports;\n})();`;
  });
  const head = [...imports].map(([specifier, name]) =>
    // The app's own TypeScript modules are ES modules: `require(...).name` reads their namespace.
    // Asking one for a default it does not have is what the bundler warns about (IMPORT_IS_UNDEFINED).
    specifier.endsWith('.ts')
      ? `import * as ${name} from ${JSON.stringify(specifier)};`
      : // A CommonJS runtime helper (ajv's) reaches an ES module either as its namespace or as module.exports.
        `import * as ${name}Namespace from ${JSON.stringify(specifier)};\nconst ${name} = ${name}Namespace.default && ${name}Namespace.default.__esModule ? ${name}Namespace.default : ${name}Namespace;`,
  );
  return [...head, ...scoped].join('\n');
}
