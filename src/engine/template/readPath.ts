/** A segment `name[]`: the list `name`, each of whose items the rest of the path is read from. */
const eachItem = /^(.*)\[\]$/;

function readSegments(scope: unknown, segments: readonly string[]): unknown {
  let current: unknown = scope;
  for (const [index, segment] of segments.entries()) {
    const each = eachItem.exec(segment);
    const name = each ? (each[1] ?? '') : segment;
    if (current === null || typeof current !== 'object') return undefined;
    // Own properties only, so a path like "constructor" never reaches the prototype.
    if (!Object.hasOwn(current, name)) return undefined;
    current = (current as Record<string, unknown>)[name];
    if (each) {
      if (!Array.isArray(current)) return undefined;
      const rest = segments.slice(index + 1);
      return current.map((item: unknown) => readSegments(item, rest));
    }
  }
  return current;
}

/**
 * Follows a dotted path (e.g. companyProfile.stage) through plain objects; anything missing yields
 * undefined. `list[]` reads the rest of the path from every item of a list, giving a list
 * (`teamProfile.cofounders[].role` → ['CTO', 'CEO']).
 */
export function readPath(scope: unknown, path: string): unknown {
  return readSegments(scope, path.split('.'));
}
