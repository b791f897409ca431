import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';

/**
 * The names a rule may read, with their types: a tree whose leaves are types. `later` lists
 * names that exist but are asked after the rule's question, so the checker can say so rather
 * than call them unknown.
 */
export interface RuleScope {
  fields: Readonly<Record<string, LogicType>>;
  /**
   * The paths of the questions asked from the rule's own on (answers.<id>, <store>.answers.<id>):
   * path → the question's title.
   */
  later?: ReadonlyMap<string, string>;
  /** Computed values worked out from a question in `later`: name → that question's title. */
  laterThroughComputed?: ReadonlyMap<string, string>;
}

/** The title of the later question `path` reads (the path itself or a field inside it), if any. */
export function laterTitle(later: ReadonlyMap<string, string> | undefined, path: string): string | undefined {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const title = later?.get(segments.slice(0, length).join('.'));
    if (title !== undefined) return title;
  }
  return undefined;
}
