import type { FormContent, FormScreen } from '../content/types.ts';
import { isNumberFormat } from '../formats/numberFormats.ts';
import { declaredProperties } from '../forms/declaredProperties.ts';
import { fieldChoices } from '../forms/fieldChoices.ts';
import { isRecord } from '../forms/isRecord.ts';
import { requiredNames } from '../forms/requiredNames.ts';
import type { AnswerType, FieldQuestion } from './question.ts';

/** A field's answer type from its JSON Schema. */
function fieldType(schema: Readonly<Record<string, unknown>>): AnswerType {
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'list';
    case 'object':
      return 'object';
  }
  const values = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
  return values.length > 0 && values.every((value) => typeof value === 'string') ? 'text' : 'any';
}

/** How a field's value is written: its schema's `format` (email, date), else a number format its `ui:options` name. */
function fieldFormat(schema: Readonly<Record<string, unknown>>, ui: unknown): string | undefined {
  if (typeof schema.format === 'string') return schema.format;
  const shown = isRecord(ui) && isRecord(ui['ui:options']) ? ui['ui:options'].format : undefined;
  return isNumberFormat(shown) ? shown : undefined;
}

/**
 * A form screen's fields as questions: every top-level property of the form's schema, those a
 * JSON Schema branch declares (`then`, `else`, `allOf`, to any depth) with that branch as their
 * condition, in the order the schema declares them.
 */
export function formQuestions(screen: Pick<FormScreen, 'id' | 'store'>, form: FormContent): FieldQuestion[] {
  const required = requiredNames(form.schema);
  const ui = isRecord(form.uiSchema) ? form.uiSchema : {};
  return declaredProperties(form.schema).map(({ name, schema, at, conditional }) => {
    const options = fieldChoices(schema, ui[name])?.map((choice) => ({
      value: String(choice.value),
      label: choice.label,
    }));
    const format = fieldFormat(schema, ui[name]);
    return {
      source: 'field',
      id: name,
      title: typeof schema.title === 'string' ? schema.title : name,
      screen: screen.id,
      form: form.id,
      store: screen.store,
      path: `${screen.store}.${name}`,
      type: fieldType(schema),
      ...(options ? { options } : {}),
      ...(format !== undefined ? { format } : {}),
      required: required.has(name),
      // The branch that declares it: its path in the schema without ['properties', name].
      conditions: conditional ? [{ kind: 'schema', form: form.id, at: at.slice(0, -2) }] : [],
      schema,
      at,
    };
  });
}
