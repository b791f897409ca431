import { declaredProperties } from './declaredProperties.ts';
import { isRecord } from './isRecord.ts';

export interface FieldAt {
  schema?: Record<string, unknown>;
  ui?: Record<string, unknown>;
}

/**
 * The schema and uiSchema of the field a path names (`cofounders.0.role`, as a validation error
 * gives it): an index reads the list's `items`, a name the property declared (its own or a
 * condition's), and any other key of a map its `additionalProperties`.
 */
export function fieldAt(schema: unknown, uiSchema: unknown, path: readonly string[]): FieldAt {
  let node: unknown = schema;
  let ui: unknown = uiSchema;
  const step = (next: unknown, key: string) => {
    node = next;
    ui = isRecord(ui) ? ui[key] : undefined;
  };
  for (const segment of path) {
    if (!isRecord(node)) return {};
    const declared = declaredProperties(node).find((property) => property.name === segment);
    if (/^\d+$/.test(segment) && isRecord(node.items)) step(node.items, 'items');
    else if (declared) step(declared.schema, segment);
    else if (isRecord(node.additionalProperties)) step(node.additionalProperties, 'additionalProperties');
    else return {};
  }
  return { ...(isRecord(node) ? { schema: node } : {}), ...(isRecord(ui) ? { ui } : {}) };
}
