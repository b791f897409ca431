import { isRecord } from './isRecord.ts';

/** One value a field can take, with the label a person reads for it. */
export interface FieldChoice {
  value: unknown;
  label: string;
}

/**
 * The values a field offers, or undefined when it takes free input: an `enum` (labelled by
 * `ui:enumNames` when given, a list or a map by value), a `oneOf`/`anyOf` of titled `const`s, a boolean's Yes and No; for a
 * list, the choices of its items.
 */
export function fieldChoices(schema: unknown, uiSchema?: unknown): FieldChoice[] | undefined {
  if (!isRecord(schema)) return undefined;
  if (schema.type === 'array') return fieldChoices(schema.items, isRecord(uiSchema) ? uiSchema.items : undefined);
  if (Array.isArray(schema.enum)) {
    const names: unknown = isRecord(uiSchema) ? uiSchema['ui:enumNames'] : undefined;
    return (schema.enum as unknown[]).map((value, index) => {
      // rjsf reads a list of labels in enum order, or a map from each value (as text) to its label.
      const name: unknown = Array.isArray(names) ? names[index] : isRecord(names) ? names[String(value)] : undefined;
      return { value, label: typeof name === 'string' ? name : String(value) };
    });
  }
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (options && options.length > 0 && options.every((option) => isRecord(option) && 'const' in option))
    return options.map((option: Record<string, unknown>) => ({
      value: option.const,
      label: typeof option.title === 'string' ? option.title : String(option.const),
    }));
  if ('const' in schema) return [{ value: schema.const, label: String(schema.const) }];
  if (schema.type === 'boolean')
    return [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ];
  return undefined;
}
