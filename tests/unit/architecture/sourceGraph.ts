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
  dynamic: boolean;
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
  const edge = (specifier: string, typeOnly: boolean, dynamic: boolean): ModuleImport => {
    const resolved = resolveSpecifier(root, file, specifier);
    return { specifier, ...(resolved ? { resolved } : {}), typeOnly, dynamic };
  };

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
    imports.push(edge(quoted[2], false, true));
  }
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
    const seen = new Set<string>([from]);
    const queue = [from];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const edge of this.module(file).imports) {
        if (edge.typeOnly || !edge.resolved || edge.resolved === avoid || seen.has(edge.resolved)) continue;
        seen.add(edge.resolved);
        if (this.modules.has(edge.resolved)) queue.push(edge.resolved);
      }
    }
    return seen;
  }
}
