import { isRecord } from '../../engine/forms/isRecord.ts';
import { valueAt } from './formReferences.ts';
import type { Origin } from './unfold.ts';

type Schema = Record<string, unknown>;

/** `over` laid on `under`, objects merged key by key: the usage site's own entries win. */
function merged(under: Schema, over: Schema): Schema {
  const result: Schema = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = isRecord(below) && isRecord(value) ? merged(below, value) : value;
  }
  return result;
}

/**
 * rjsf's `ui:definitions` (a uiSchema per definition, applied wherever the definition is used),
 * applied once when the form loads, as its `$ref`s are: each field of the resolved schema that was
 * written as a `$ref` to a definition gets that definition's uiSchema under its own entries,
 * which win. Returns the uiSchema without `ui:definitions`, or `uiSchema` itself when it has none.
 */
export function applyUiDefinitions(
  schema: Schema,
  uiSchema: Schema | undefined,
  origins: WeakMap<object, Origin>,
  form: { id: string; written: unknown },
): Schema | undefined {
  const definitions = uiSchema?.['ui:definitions'];
  if (!uiSchema || !isRecord(definitions)) return uiSchema;
  const { 'ui:definitions': _applied, ...rest } = uiSchema;

  const visit = (node: unknown, ui: Schema): Schema => {
    if (!isRecord(node)) return ui;
    // A use of a definition is a node written as a `$ref` to it.
    const origin = origins.get(node);
    const written = origin?.form === form.id ? valueAt(form.written, origin.at) : undefined;
    const reference = isRecord(written) && typeof written.$ref === 'string' ? written.$ref : undefined;
    const own = reference === undefined ? undefined : definitions[reference];
    let result = isRecord(own) ? merged(own, ui) : ui;
    if (isRecord(node.properties))
      for (const [name, property] of Object.entries(node.properties)) {
        const inner = visit(property, isRecord(result[name]) ? result[name] : {});
        if (Object.keys(inner).length > 0) result = { ...result, [name]: inner };
      }
    if (isRecord(node.items)) {
      const inner = visit(node.items, isRecord(result.items) ? result.items : {});
      if (Object.keys(inner).length > 0) result = { ...result, items: inner };
    }
    // An option of a choice between sets of fields is drawn with the field's own uiSchema.
    for (const key of ['oneOf', 'anyOf'] as const)
      if (Array.isArray(node[key])) for (const option of node[key] as unknown[]) result = visit(option, result);
    return result;
  };
  return visit(schema, rest);
}
