import type { FormContent, FormScreen } from '../content/types.ts';
import { isNumberFormat } from '../formats/numberFormats.ts';
import { fieldChoices } from '../forms/fieldChoices.ts';
import { isRecord } from '../forms/isRecord.ts';
import { formFields } from './formFields.ts';
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
 * A form screen's fields as questions (formFields: in the order shown, each with the conditions
 * it is asked under), with each one's answer type, choices and format.
 */
export function formQuestions(screen: Pick<FormScreen, 'id' | 'store'>, form: FormContent): FieldQuestion[] {
  const ui = isRecord(form.uiSchema) ? form.uiSchema : {};
  return formFields(screen, form).map((field) => {
    const options = fieldChoices(field.schema, ui[field.id])?.map((choice) => ({
      value: String(choice.value),
      label: choice.label,
    }));
    const format = fieldFormat(field.schema, ui[field.id]);
    return {
      ...field,
      type: fieldType(field.schema),
      ...(options ? { options } : {}),
      ...(format !== undefined ? { format } : {}),
    };
  });
}
