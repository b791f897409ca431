import { checkContent, type ContentFile } from '../../checker/checkContent.ts';
import type { Problem } from '../../checker/problem.ts';
import type { Content } from '../../engine/content/types.ts';

export interface StudioCheck {
  /** Errors, then warnings (Problem.severity): a warning is shown, and never stops the app building. */
  problems: Problem[];
  /**
   * The content as the checker assembled it, once every file matched its schema (also when a
   * cross-file check failed): what the placeholder picker asks which paths exist.
   */
  content?: Content;
}

/** The same checkContent the CLI, dev server and build run, keeping the content it assembled. */
function checkForStudio(files: readonly ContentFile[], schemas: Record<string, object>): StudioCheck {
  let assembled: Content | undefined;
  const result = checkContent(files, schemas, [({ content }) => (assembled = content)]);
  const problems = [...result.problems, ...(result.warnings ?? [])];
  return assembled ? { problems, content: assembled } : { problems };
}

/** What the Studio sends its check worker: the content schemas once, then each edited state of the files. */
export type CheckRequest =
  { kind: 'schemas'; schemas: Record<string, object> } | { kind: 'check'; seq: number; files: ContentFile[] };

/** A check's answer, numbered as its request so a late answer to an older state is recognised. */
export interface CheckAnswer extends StudioCheck {
  seq: number;
}

/**
 * The check worker's message handler. It keeps the schemas it was sent (the same object each
 * time, so their compiled validators are reused) and answers each check request.
 */
export function createCheckHandler(): (request: CheckRequest) => CheckAnswer | undefined {
  let schemas: Record<string, object> | undefined;
  return (request) => {
    if (request.kind === 'schemas') {
      schemas = request.schemas;
      return undefined;
    }
    if (!schemas) throw new Error('The Studio check worker was sent files before the content schemas');
    return { seq: request.seq, ...checkForStudio(request.files, schemas) };
  };
}
