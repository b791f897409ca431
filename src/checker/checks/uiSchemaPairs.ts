import { declaredProperties, type DeclaredProperty } from '../../engine/forms/declaredProperties.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { requiredNames } from '../../engine/forms/requiredNames.ts';
import type { PathSegment } from '../problem.ts';

export interface UiSchemaPair {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  /** Path of `ui` inside the form's uiSchema; empty for the form's own. */
  at: PathSegment[];
  /** Whether the object holding this field lists it in `required` (never for the form, a list item or a map value). */
  required: boolean;
  /** The properties `schema` declares (declaredProperties), worked out once for the walk and the checks. */
  properties: DeclaredProperty[];
}

/**
 * The uiSchema nodes beside the schemas they dress, the form's own first, then down through
 * every declared property (conditional ones included), list `items` and map
 * `additionalProperties`: the places rjsf reads a uiSchema from.
 */
export function* uiSchemaPairs(
  schema: unknown,
  ui: unknown,
  at: PathSegment[] = [],
  required = false,
): Generator<UiSchemaPair> {
  if (!isRecord(schema) || !isRecord(ui)) return;
  const properties = declaredProperties(schema);
  yield { schema, ui, at, required, properties };
  const requiredHere = requiredNames(schema);
  for (const property of properties)
    yield* uiSchemaPairs(property.schema, ui[property.name], [...at, property.name], requiredHere.has(property.name));
  for (const key of ['items', 'additionalProperties'] as const)
    if (isRecord(schema[key])) yield* uiSchemaPairs(schema[key], ui[key], [...at, key]);
}

/** How a message names the object a pair belongs to: 'this form', or its path ('"cofounders.items"'). */
export function ownerName(at: readonly PathSegment[]): string {
  return at.length === 0 ? 'this form' : `"${at.join('.')}"`;
}
