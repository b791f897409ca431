import { isPlainObject, isSchema, type JsonSchema } from './jsonSchema.ts';

/** Whether `data` meets an `if` schema's simple conditions (const, enum, required), which is all the content schemas use. */
function meets(condition: JsonSchema, data: unknown): boolean {
  if (!isPlainObject(data)) return false;
  const required = Array.isArray(condition.required) ? (condition.required as string[]) : [];
  if (!required.every((key) => key in data)) return false;
  const properties = isSchema(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(([key, rule]) => {
    if (!isSchema(rule)) return true;
    if ('const' in rule) return data[key] === rule.const;
    if (Array.isArray(rule.enum)) return rule.enum.includes(data[key]);
    return true;
  });
}

function merge(into: JsonSchema, from: JsonSchema): JsonSchema {
  const properties = { ...(isSchema(into.properties) ? into.properties : {}) };
  for (const [key, value] of Object.entries(isSchema(from.properties) ? from.properties : {})) {
    const existing = properties[key];
    properties[key] = isSchema(existing) && isSchema(value) ? merge(existing, value) : value;
  }
  const required = [
    ...new Set([
      ...(Array.isArray(into.required) ? (into.required as string[]) : []),
      ...(Array.isArray(from.required) ? (from.required as string[]) : []),
    ]),
  ];
  return {
    ...into,
    ...from,
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    ...(required.length > 0 ? { required } : {}),
  };
}

/**
 * The schema that applies to `data`: allOf merged, if/then/else decided by the data, and the
 * same done for each property with its own value. What rjsf renders for one content node, so a
 * radio step shows options and a range step its bounds, straight from flow.schema.json.
 */
export function flattenSchema(schema: JsonSchema, data: unknown): JsonSchema {
  const { allOf, if: condition, then, else: otherwise, unevaluatedProperties: _closed, ...base } = schema;
  let result: JsonSchema = base;
  const parts = [
    ...(Array.isArray(allOf) ? (allOf as unknown[]) : []),
    ...(condition ? [{ if: condition, then, else: otherwise }] : []),
  ];
  for (const part of parts) {
    if (!isSchema(part)) continue;
    if (isSchema(part.if)) {
      const branch = meets(part.if, data) ? part.then : part.else;
      if (isSchema(branch)) result = merge(result, flattenSchema(branch, data));
      continue;
    }
    result = merge(result, flattenSchema(part, data));
  }
  if (isSchema(result.properties)) {
    const values = isPlainObject(data) ? data : {};
    result.properties = Object.fromEntries(
      Object.entries(result.properties).map(([key, child]) => [
        key,
        isSchema(child) ? flattenSchema(child, values[key]) : child,
      ]),
    );
  }
  // List items stay as declared: each item is flattened with its own data when it is opened (schemaAt),
  // and rjsf decides the conditions of items shown inside a form per item.
  return result;
}

/**
 * The schema of the node at `path` inside a file whose whole schema is `root`. `reopen` gives the
 * schema a recursion mark stands for (inlineRefs leaves a step inside a step as one), so a path
 * through follow-ups at any depth reaches the step's own schema.
 */
export function schemaAt(
  root: JsonSchema,
  data: unknown,
  path: readonly (string | number)[],
  reopen: (schema: JsonSchema) => JsonSchema | undefined = () => undefined,
): JsonSchema {
  let schema = flattenSchema(root, data);
  let value = data;
  for (const segment of path) {
    value = (value as Record<string | number, unknown> | undefined)?.[segment];
    const next =
      typeof segment === 'number'
        ? schema.items
        : isSchema(schema.properties)
          ? schema.properties[segment]
          : schema.additionalProperties;
    const declared = isSchema(next) ? next : {};
    schema = flattenSchema(reopen(declared) ?? declared, value);
  }
  return schema;
}
