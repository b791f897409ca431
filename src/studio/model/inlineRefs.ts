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

/** How a ref that comes round again is marked, so the node it stands for can be opened on its own. */
const recursionMark = 'studio: inlined on opening, from ';

function inlineFrom(schemas: Record<string, object>, start: unknown, name: string): JsonSchema {
  const visit = (node: unknown, file: string, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, file, seen));
    if (!isSchema(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const [target = '', fragment = ''] = ref.split('#');
      const targetFile = target === '' ? file : target;
      const key = `${targetFile}#${fragment}`;
      if (seen.includes(key)) return { type: 'object', $comment: `${recursionMark}${key}` };
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
  return visit(start, name, []) as JsonSchema;
}

/**
 * A content schema with every `$ref` (inside it, or into a sibling such as common.schema.json)
 * replaced by what it names, so rjsf gets one self-contained schema. A ref that comes round again
 * (an option's follow-up is a whole step) is left as an open object rather than followed forever;
 * reopenRecursion inlines it when that node itself is opened.
 */
export function inlineRefs(schemas: Record<string, object>, name: string): JsonSchema {
  return inlineFrom(schemas, schemas[name], name);
}

/** The schema a recursion mark stands for, inlined afresh (one level deeper); undefined for any other schema. */
export function reopenRecursion(schemas: Record<string, object>, schema: JsonSchema): JsonSchema | undefined {
  const mark = schema.$comment;
  if (typeof mark !== 'string' || !mark.startsWith(recursionMark)) return undefined;
  const [file = '', fragment = ''] = mark.slice(recursionMark.length).split('#');
  return inlineFrom(schemas, pointer(schemas[file], fragment), file);
}
