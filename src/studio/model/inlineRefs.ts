import { isSchema, type JsonSchema } from './jsonSchema.ts';

function pointer(document: unknown, fragment: string): unknown {
  return fragment
    .split('/')
    .filter((part) => part !== '')
    .reduce<unknown>(
      (node, part) => (isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      document,
    );
}

/**
 * A content schema with every `$ref` (inside it, or into a sibling such as common.schema.json)
 * replaced by what it names, so rjsf gets one self-contained schema. The content schemas are not
 * recursive; a ref that comes round again is left as an open object rather than followed forever.
 */
export function inlineRefs(schemas: Record<string, object>, name: string): JsonSchema {
  const visit = (node: unknown, file: string, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, file, seen));
    if (!isSchema(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const [target = '', fragment = ''] = ref.split('#');
      const targetFile = target === '' ? file : target;
      const key = `${targetFile}#${fragment}`;
      if (seen.includes(key)) return { type: 'object' };
      const resolved = visit(pointer(schemas[targetFile], fragment), targetFile, [...seen, key]);
      const { $ref: _ref, ...rest } = node;
      return { ...(isSchema(resolved) ? resolved : {}), ...(visit(rest, file, seen) as JsonSchema) };
    }
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== '$defs' && key !== '$id' && key !== '$schema')
        .map(([key, value]) => [key, visit(value, file, seen)]),
    );
  };
  return visit(schemas[name], name, []) as JsonSchema;
}
