type SchemaNode = {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: SchemaNode[];
  if?: { properties?: Record<string, { const?: unknown }> };
  then?: SchemaNode;
};

/**
 * The keys a schema node accepts for a given value, following $ref (within and across the
 * checked-in schema files), allOf, and the if/then branch that the value's discriminator selects.
 * Used only to suggest the key an editor probably meant.
 */
export function allowedKeys(
  node: SchemaNode | undefined,
  value: unknown,
  schemas: Record<string, object>,
  currentFile: string,
): string[] {
  if (!node) return [];
  if (node.$ref) {
    const [file, pointer = ''] = node.$ref.split('#');
    const targetFile = file || currentFile;
    let target: unknown = schemas[targetFile];
    for (const part of pointer.split('/').filter(Boolean))
      target = (target as Record<string, unknown> | undefined)?.[part];
    return allowedKeys(target as SchemaNode | undefined, value, schemas, targetFile);
  }
  const keys = Object.keys(node.properties ?? {});
  for (const part of node.allOf ?? []) {
    if (part.if) {
      const matches = Object.entries(part.if.properties ?? {}).every(
        ([key, condition]) => (value as Record<string, unknown> | null)?.[key] === condition.const,
      );
      if (matches) keys.push(...allowedKeys(part.then, value, schemas, currentFile));
    } else {
      keys.push(...allowedKeys(part, value, schemas, currentFile));
    }
  }
  return [...new Set(keys)];
}
