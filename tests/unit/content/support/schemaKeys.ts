/**
 * The keys the content schemas declare, grouped by where they are declared: each schema file's
 * root and each of its $defs. A key reached through a $ref is listed once, under its definition,
 * which is also how the authoring guide documents it.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const schemaWords = ['type', 'properties', 'allOf', 'items', '$ref', 'enum', 'const', 'pattern', 'if'];

/** Dotted key paths under `node`: `home.cards`, `precheck[].require`. */
function keyPaths(node: unknown, base: string, out: string[]): void {
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const [key, child] of Object.entries(node.properties)) {
      const path = base ? `${base}.${key}` : key;
      out.push(path);
      keyPaths(child, path, out);
    }
  }
  if (isObject(node.items)) keyPaths(node.items, base ? `${base}[]` : '', out);
  for (const part of Array.isArray(node.allOf) ? node.allOf : []) {
    keyPaths(part, base, out);
    if (isObject(part)) keyPaths(part.then, base, out);
  }
}

/** `file#pointer` -> its key paths, for every definition that declares at least one key. */
export function schemaKeys(schemas: Record<string, object>): Map<string, string[]> {
  const contexts = new Map<string, string[]>();
  const visit = (id: string, node: unknown) => {
    const paths: string[] = [];
    keyPaths(node, '', paths);
    if (paths.length > 0) contexts.set(id, [...new Set(paths)]);
  };
  for (const [file, schema] of Object.entries(schemas)) {
    visit(`${file}#`, { properties: (schema as Json).properties });
    const defs = (schema as Json).$defs;
    if (!isObject(defs)) continue;
    for (const [name, def] of Object.entries(defs)) {
      const isGroup = isObject(def) && !schemaWords.some((word) => word in def);
      if (!isGroup) visit(`${file}#/$defs/${name}`, def);
      else for (const [inner, child] of Object.entries(def)) visit(`${file}#/$defs/${name}/${inner}`, child);
    }
  }
  return contexts;
}
