import { isRecord } from '../isRecord.ts';
import { fillMessage } from '../../analysis/fillMessage.ts';
import { ruleOf, type FormMessages } from './formRules.ts';

/** One validation failure of one field, as the form validator reports it. */
export interface FieldError {
  /** The ajv keyword, e.g. minimum. */
  keyword: string;
  params: Record<string, unknown>;
}

/** What a message needs to know about the field that failed. */
export interface FailedField {
  schema: Record<string, unknown> | undefined;
  /** The field's own `ui:messages`, keyed by rule. */
  messages: Record<string, unknown> | undefined;
}

function isChoice(schema: Record<string, unknown> | undefined): boolean {
  return (
    schema !== undefined && (Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf))
  );
}

/** Which of the app's default messages fits: the rule's own, or a plainer variant for the commonest cases. */
function defaultKey(error: FieldError, schema: Record<string, unknown> | undefined): keyof FormMessages | undefined {
  const rule = ruleOf(error.keyword);
  if (!rule) return undefined;
  if (rule === 'required') {
    if (schema?.type === 'array') return 'requiredList';
    return isChoice(schema) ? 'requiredChoice' : 'required';
  }
  if (rule === 'minLength' && error.params.limit === 1) return 'required';
  if (rule === 'minItems' && error.params.limit === 1) return 'requiredList';
  if (rule === 'pattern' && error.params.pattern === '\\S') return 'notBlank';
  if (rule === 'format' && error.params.format === 'email') return 'emailInvalid';
  return rule;
}

/** A rule's values as a message's slots name them: numbers and texts as they are, a list joined. */
function slotValues(params: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.map(String).join(', ');
  }
  return values;
}

/**
 * The words for one failure, all from content: the field's `ui:messages` entry for the rule when
 * it has one, else the app's `messages` default; {limit}-style slots are filled from the failure.
 * A blank text failing `minLength: 1` reads as the field's `required` message.
 */
export function errorMessage(error: FieldError, field: FailedField, defaults: FormMessages): string | undefined {
  const rule = ruleOf(error.keyword);
  if (!rule) return undefined;
  const own = field.messages;
  const blankAsRequired = rule === 'minLength' && error.params.limit === 1 && isRecord(own) && !own.minLength;
  const fieldMessage = own?.[blankAsRequired ? 'required' : rule];
  const key = defaultKey(error, field.schema);
  const template = typeof fieldMessage === 'string' ? fieldMessage : key ? defaults[key] : undefined;
  return template === undefined ? undefined : fillMessage(template, slotValues(error.params));
}
