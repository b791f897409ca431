import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { parseSync } from 'vite';

/** One import edge as written in the source. */
export interface ModuleImport {
  specifier: string;
  /** Project-relative path for a relative specifier that names a file; undefined for packages and virtual modules. */
  resolved?: string;
  /** `import type` (or every named entry type-only): no code travels along it. */
  typeOnly: boolean;
  /** Loaded on demand: `import('…')`, or `new URL('…', import.meta.url)` as Vite bundles for a Worker. */
  dynamic: boolean;
  /**
   * A dynamic import inside a branch taken only when `import.meta.env.DEV` is true. Vite replaces
   * that flag with `false` in production builds and drops the branch, import and chunk with it.
   */
  devOnly: boolean;
}

export interface SourceModule {
  /** Project-relative, forward slashes. */
  file: string;
  text: string;
  imports: ModuleImport[];
  /** Runtime names this module itself declares and exports (re-exports excluded). */
  declaredExports: string[];
  /** Every function, class and variable name this module declares, exported or not. */
  declarations: string[];
  /** The ESTree program, for scans the module record does not cover. */
  program: unknown;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const slashes = (path: string) => path.split(sep).join('/');

/** Visits every node of an ESTree tree. */
export function walkTree(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walkTree(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'parent') walkTree(child, visit);
}

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder))
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [slashes(path)] : [];
    });
}

function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = slashes(join(dirname(from), specifier));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve "${specifier}"`);
}

interface NameRef {
  kind: string;
  name: string | null;
}
interface ImportEntry {
  localName: { value: string };
  isType: boolean;
}
interface ExportEntry {
  moduleRequest: { value: string } | null;
  exportName: NameRef;
  localName: NameRef;
  isType: boolean;
}
interface ModuleRecord {
  staticImports: { moduleRequest: { value: string }; entries: ImportEntry[] }[];
  staticExports: { entries: ExportEntry[] }[];
  dynamicImports: { moduleRequest: { start: number; end: number } }[];
}

const isDevFlag = (node: unknown, text: string): boolean =>
  isNode(node) && text.slice(Number(node.start), Number(node.end)) === 'import.meta.env.DEV';

/** Whether a condition can only hold in development: the DEV flag, alone or first in an `&&` chain. */
function isDevOnlyCondition(node: unknown, text: string): boolean {
  if (isDevFlag(node, text)) return true;
  return (
    isNode(node) && node.type === 'LogicalExpression' && node.operator === '&&' && isDevOnlyCondition(node.left, text)
  );
}

/** Source ranges of the branches that run only in development (`DEV ? here : …`, `DEV && here`, `if (DEV) here`). */
function devOnlyRanges(program: unknown, text: string): [number, number][] {
  const ranges: [number, number][] = [];
  walkTree(program, (node) => {
    const branch =
      node.type === 'ConditionalExpression' || node.type === 'IfStatement'
        ? isDevOnlyCondition(node.test, text) && node.consequent
        : node.type === 'LogicalExpression' && isDevOnlyCondition(node.left, text) && node.right;
    if (isNode(branch)) ranges.push([Number(branch.start), Number(branch.end)]);
  });
  return ranges;
}

/** `new URL('./file', import.meta.url)`: a module Vite bundles as its own chunk (the Studio's checker Worker). */
function urlReferences(program: unknown, text: string): { specifier: string; at: number }[] {
  const references: { specifier: string; at: number }[] = [];
  walkTree(program, (node) => {
    const [target, base] = Array.isArray(node.arguments) ? (node.arguments as unknown[]) : [];
    if (node.type !== 'NewExpression' || !isNode(node.callee) || node.callee.name !== 'URL') return;
    if (!isNode(target) || !isNode(base) || text.slice(Number(base.start), Number(base.end)) !== 'import.meta.url')
      return;
    if (typeof target.value === 'string' && target.value.startsWith('.'))
      references.push({ specifier: target.value, at: Number(target.start) });
  });
  return references;
}

function declaredNames(program: unknown): string[] {
  const names: string[] = [];
  walkTree(program, (node) => {
    const id = node.id;
    if (!isNode(id) || id.type !== 'Identifier' || typeof id.name !== 'string') return;
    if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration' || node.type === 'VariableDeclarator')
      names.push(id.name);
  });
  return names;
}

function readModule(root: string, file: string): SourceModule {
  const text = readFileSync(join(root, file), 'utf8');
  const parsed = parseSync(file, text);
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors.map((error) => error.message).join('; ')}`);
  const record = parsed.module as unknown as ModuleRecord;
  const edge = (specifier: string, typeOnly: boolean, dynamic: boolean, devOnly = false): ModuleImport => {
    const resolved = resolveSpecifier(root, file, specifier);
    return { specifier, ...(resolved ? { resolved } : {}), typeOnly, dynamic, devOnly };
  };
  const devOnly = devOnlyRanges(parsed.program, text);
  const inDevOnly = (at: number) => devOnly.some(([start, end]) => start <= at && at < end);

  const imports: ModuleImport[] = record.staticImports.map((entry) =>
    edge(entry.moduleRequest.value, entry.entries.length > 0 && entry.entries.every((item) => item.isType), false),
  );
  const importedLocals = new Set(
    record.staticImports.flatMap((entry) => entry.entries.map((item) => item.localName.value)),
  );
  const declaredExports: string[] = [];
  for (const entry of record.staticExports.flatMap((group) => group.entries)) {
    if (entry.moduleRequest) imports.push(edge(entry.moduleRequest.value, entry.isType, false));
    else if (!entry.isType && entry.exportName.name !== null && !importedLocals.has(entry.localName.name ?? ''))
      declaredExports.push(entry.exportName.name);
  }
  for (const dynamicImport of record.dynamicImports) {
    const literal = text.slice(dynamicImport.moduleRequest.start, dynamicImport.moduleRequest.end);
    const quoted = /^(['"`])([^'"`$]*)\1$/.exec(literal);
    if (!quoted?.[2])
      throw new Error(`${file}: a dynamic import of a computed specifier (${literal}) cannot be followed`);
    imports.push(edge(quoted[2], false, true, inDevOnly(dynamicImport.moduleRequest.start)));
  }
  for (const { specifier, at } of urlReferences(parsed.program, text))
    imports.push(edge(specifier, false, true, inDevOnly(at)));
  return { file, text, imports, declaredExports, declarations: declaredNames(parsed.program), program: parsed.program };
}

/** The TypeScript modules under `folder` and the runtime import edges between them. */
export class SourceGraph {
  readonly modules: ReadonlyMap<string, SourceModule>;

  constructor(root: string, folder: string) {
    this.modules = new Map(sourceFiles(root, folder).map((file) => [file, readModule(root, file)]));
  }

  module(file: string): SourceModule {
    const found = this.modules.get(file);
    if (!found) throw new Error(`No module ${file}`);
    return found;
  }

  /** Modules that declare a function, class or variable called `name`, exported or not. */
  declaring(name: string): string[] {
    return [...this.modules.values()]
      .filter((module) => module.declarations.includes(name))
      .map((module) => module.file);
  }

  /** Modules that declare and export `name` themselves (not by re-export). */
  exporting(name: string): string[] {
    return [...this.modules.values()]
      .filter((module) => module.declaredExports.includes(name))
      .map((module) => module.file);
  }

  /** Modules with a runtime import of `target` (a project file or a package name). */
  importersOf(target: string): string[] {
    return [...this.modules.values()]
      .filter((module) => module.imports.some((edge) => !edge.typeOnly && (edge.resolved ?? edge.specifier) === target))
      .map((module) => module.file);
  }

  /** Every module whose code `from` can load, statically or lazily, optionally never passing through `avoid`. */
  reachable(from: string, avoid?: string): Set<string> {
    return this.walk(from, (edge) => edge.resolved !== avoid);
  }

  /** Every module a production build of `entry` can load: what `reachable` finds, minus development-only imports. */
  shippedFrom(entry: string): Set<string> {
    return this.walk(entry, (edge) => !edge.devOnly);
  }

  private walk(from: string, follow: (edge: ModuleImport) => boolean): Set<string> {
    const seen = new Set<string>([from]);
    const queue = [from];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const edge of this.module(file).imports) {
        if (edge.typeOnly || !edge.resolved || !follow(edge) || seen.has(edge.resolved)) continue;
        seen.add(edge.resolved);
        if (this.modules.has(edge.resolved)) queue.push(edge.resolved);
      }
    }
    return seen;
  }
}
