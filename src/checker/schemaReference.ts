import type { ContentKind } from './contentSchemas.ts';
import type { Problem } from './problem.ts';
import type { SourceFile } from './sourceFile.ts';

/** Where the content language's schemas live, relative to the project root. */
const schemasFolder = 'schemas/content';

const modeline = /^(#\s*yaml-language-server:\s*\$schema=)(\S+)/;

function segmentsOf(path: string): string[] {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out.at(-1) !== '..') out.pop();
    // Above the file system's root is the root itself, as for any absolute path.
    else if (part !== '..' || !path.startsWith('/')) out.push(part);
  }
  return out;
}

/** `path` with `.` and `..` folded away; keeps a leading `/`. */
function normalize(path: string): string {
  return `${path.startsWith('/') ? '/' : ''}${segmentsOf(path).join('/')}`;
}

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** The relative path from folder `from` to `to`; both relative to the same place, or both absolute. */
function relativePath(from: string, to: string): string {
  const a = segmentsOf(from);
  const b = segmentsOf(to);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}

/** Where a file's kind schema is: relative to the project for a project-relative file, else absolute. */
function schemaTarget(file: string, kind: ContentKind, projectRoot: string | undefined): string | undefined {
  const target = `${schemasFolder}/${kind}.schema.json`;
  if (!file.startsWith('/')) return target;
  return projectRoot === undefined ? undefined : normalize(`${projectRoot}/${target}`);
}

/**
 * The `$schema` reference that leads from `file` (a content file, named as problems name it:
 * relative to the project root, or absolute outside it) to its kind's schema in the project,
 * e.g. ../../../../schemas/content/flow.schema.json for tests/fixtures/extra-flow/flows/launch.yaml.
 * Undefined for an absolute file when the project root is not known.
 */
export function schemaReferenceFor(file: string, kind: ContentKind, projectRoot?: string): string | undefined {
  const target = schemaTarget(file, kind, projectRoot);
  return target === undefined ? undefined : relativePath(folderOf(file), target);
}

/** The `$schema` references a file makes: its yaml-language-server comment line and a `$schema` key. */
function referencesOf(source: SourceFile, text: string): { reference: string; at: () => number[] }[] {
  const found: { reference: string; at: () => number[] }[] = [];
  text.split('\n').forEach((line, index) => {
    const match = modeline.exec(line);
    if (match) found.push({ reference: match[2] ?? '', at: () => [index + 1, (match[1] ?? '').length + 1] });
  });
  const key = (source.data as { $schema?: unknown } | null)?.$schema;
  if (typeof key === 'string') {
    found.push({
      reference: key,
      at: () => {
        const { line, column } = source.problemAt(['$schema'], '');
        return [line, column];
      },
    });
  }
  return found;
}

/**
 * A schema reference that does not lead to the file's own kind schema: editors would then offer
 * no completion (or the wrong one), silently. URLs are not followed; a relative reference is
 * resolved from the file's folder, an absolute one taken as it is (checked when the project root
 * is known). The message gives the reference to write instead.
 */
export function schemaReferenceProblems(
  source: SourceFile,
  text: string,
  kind: ContentKind,
  projectRoot?: string,
): Problem[] {
  const target = schemaTarget(source.file, kind, projectRoot);
  const expected = schemaReferenceFor(source.file, kind, projectRoot);
  if (target === undefined || expected === undefined) return [];
  return referencesOf(source, text).flatMap(({ reference, at }) => {
    if (reference.includes('://')) return [];
    if (reference.startsWith('/') && !target.startsWith('/')) return [];
    const resolved = reference.startsWith('/')
      ? normalize(reference)
      : normalize(`${folderOf(source.file)}/${reference}`);
    if (resolved === target) return [];
    const [line = 1, column = 1] = at();
    return [
      {
        file: source.file,
        line,
        column,
        path: '$schema',
        message: `the schema reference "${reference}" leads to "${resolved}", not to this ${kind} file's schema; from here write "${expected}"`,
      },
    ];
  });
}
