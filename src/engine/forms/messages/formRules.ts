import type { AppContent } from '../../content/types.ts';

/**
 * The validation rules a form field can break, each with the values its message may name as
 * {slots} (ajv's own error params). A field "has" a rule when its schema uses the
 * keyword; `required` comes from the form's `required` lists, `choice` from enum/oneOf/anyOf/const.
 */
export const formRules = {
  required: [],
  minLength: ['limit'],
  maxLength: ['limit'],
  pattern: ['pattern'],
  format: ['format'],
  minimum: ['limit', 'comparison'],
  maximum: ['limit', 'comparison'],
  exclusiveMinimum: ['limit', 'comparison'],
  exclusiveMaximum: ['limit', 'comparison'],
  multipleOf: ['multipleOf'],
  minItems: ['limit'],
  maxItems: ['limit'],
  uniqueItems: ['i', 'j'],
  type: ['type'],
  choice: ['allowedValues'],
} as const satisfies Record<string, readonly string[]>;

export type FormRule = keyof typeof formRules;

export const formRuleNames = Object.keys(formRules) as FormRule[];

/**
 * The app's messages a form field can show (flows/app.yaml `messages`, which steps share): one per
 * rule, plus the variants a person expects for the commonest failures: a choice or a list left
 * empty, a blank text, and an email that is none (worded as the email step words it).
 */
export const defaultMessageKeys = [
  ...formRuleNames,
  'requiredChoice',
  'requiredList',
  'notBlank',
  'emailInvalid',
] as const;

export type FormMessages = Pick<AppContent['messages'], (typeof defaultMessageKeys)[number]>;

const choiceKeywords = ['enum', 'oneOf', 'anyOf', 'const'];

/** The ajv keyword an error reports, as a rule name (enum, const, oneOf and anyOf are all `choice`). */
export function ruleOf(keyword: string): FormRule | undefined {
  if (choiceKeywords.includes(keyword)) return 'choice';
  return keyword in formRules ? (keyword as FormRule) : undefined;
}

/** Whether a field declared by `schema` (required or not, per `required`) can break `rule`. */
export function fieldHasRule(schema: Record<string, unknown>, required: boolean, rule: FormRule): boolean {
  switch (rule) {
    case 'required':
      return required;
    case 'type':
      return 'type' in schema;
    case 'choice':
      return choiceKeywords.some((keyword) => keyword in schema) || hasItemsChoice(schema);
    default:
      return rule in schema;
  }
}

function hasItemsChoice(schema: Record<string, unknown>): boolean {
  const items = schema.items;
  return typeof items === 'object' && items !== null && choiceKeywords.some((keyword) => keyword in items);
}
