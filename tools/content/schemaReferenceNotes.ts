import { isAbsolute, resolve } from 'node:path';
import type { ContentFile } from '../../src/checker/checkContent.ts';
import { contentKinds, type ContentKind } from '../../src/checker/contentSchemas.ts';
import type { Problem } from '../../src/checker/problem.ts';
import { schemaReferenceProblems } from '../../src/checker/schemaReference.ts';
import { parseSource } from '../../src/checker/sourceFile.ts';

function kindOf(data: unknown): ContentKind | undefined {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return contentKinds.find((candidate) => candidate === kind);
}

/**
 * Schema references in files outside the project (extra roots named by absolute paths) that do
 * not lead to the project's schemas, each with the reference to write. They are notes, not
 * problems: such a reference depends on where the project and the root sit on this machine, so a
 * copy elsewhere (or a clone on another machine) must still build. The checker itself refuses a
 * wrong reference inside the project, where the path cannot vary.
 */
export function schemaReferenceNotes(files: readonly ContentFile[], projectRoot: string): Problem[] {
  const root = resolve(projectRoot).split('\\').join('/');
  return files
    .filter(({ file }) => isAbsolute(file))
    .flatMap(({ file, text }) => {
      const { source } = parseSource(file, text);
      const kind = source ? kindOf(source.data) : undefined;
      return source && kind ? schemaReferenceProblems(source, text, kind, root) : [];
    });
}
