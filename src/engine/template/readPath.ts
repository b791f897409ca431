/** Follows a dotted path (e.g. companyProfile.stage) through plain objects; anything missing yields undefined. */
export function readPath(scope: unknown, path: string): unknown {
  let current: unknown = scope;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    // Own properties only, so a path like "constructor" never reaches the prototype.
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
