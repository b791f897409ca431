import type { AppContent } from '../../engine/content/types.ts';
import { messageSlots } from '../../engine/analysis/fillMessage.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { fieldHasRule, formRuleNames, formRules } from '../../engine/forms/messages/formRules.ts';
import { templatePlaceholders } from '../../engine/template/index.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { CheckContext, ContentCheck } from './context.ts';
import { uiSchemaPairs } from './uiSchemaPairs.ts';

/**
 * The values each of the app's messages may name, as the code that shows it fills them: a
 * message a step and a field share (`minimum`) names only what both fill.
 */
const appMessageSlots: Readonly<Record<keyof AppContent['messages'], readonly string[]>> = {
  answerRequired: [],
  responseRecorded: [],
  optionalStep: [],
  lengthCounter: ['length', 'max'],
  required: [],
  requiredChoice: [],
  requiredList: formRules.minItems,
  notBlank: [],
  minLength: formRules.minLength,
  maxLength: formRules.maxLength,
  pattern: formRules.pattern,
  emailInvalid: [],
  format: formRules.format,
  minimum: ['limit'],
  maximum: ['limit'],
  exclusiveMinimum: formRules.exclusiveMinimum,
  exclusiveMaximum: formRules.exclusiveMaximum,
  numberOffStep: ['step', 'base'],
  multipleOf: formRules.multipleOf,
  minItems: formRules.minItems,
  maxItems: formRules.maxItems,
  uniqueItems: formRules.uniqueItems,
  type: formRules.type,
  choice: formRules.choice,
  dateTooEarly: ['limit'],
  dateTooLate: ['limit'],
  enterHint: [],
  ctrlEnterHint: ['modifier'],
  questionShown: ['counter', 'title'],
  questionCounter: ['number', 'total'],
  rangeMinLabel: [],
  rangeMaxLabel: [],
  rangeNotNumber: ['example'],
  rangeMinAboveMax: ['value'],
  rangeMaxBelowMin: ['value'],
  rangeOutOfBounds: ['low', 'high', 'value'],
  formMissing: ['fields'],
  formInvalid: ['fields'],
  formGoTo: ['field'],
};

/**
 * A message names its values in single braces, each one its message has: `{limit}` for a bound.
 * A `{{ limit }}` (the syntax of templates, and of form messages before they joined `messages`)
 * is refused with the spelling to use.
 */
function checkSlots(
  { reportAtText }: CheckContext,
  source: SourceFile,
  at: PathSegment[],
  values: readonly string[],
  message: string,
): void {
  for (const placeholder of templatePlaceholders(message)) {
    const slot = /^\w+$/.test(placeholder.path) ? `{${placeholder.path}}` : 'a slot such as {limit}';
    reportAtText(
      source,
      at,
      placeholder.raw,
      0,
      `${placeholder.raw} is a template placeholder; a message names a value in single braces: ${slot}`,
    );
  }
  for (const slot of messageSlots(message.replace(/\{\{[^{}]*\}\}/g, ''))) {
    if (values.includes(slot.name)) continue;
    const offered = values.length > 0 ? values.join(', ') : 'none';
    const hint = didYouMean(slot.name, values) || ` (values of this message: ${offered})`;
    reportAtText(source, at, slot.raw, 0, `${slot.raw} is no value of this message${hint}`);
  }
}

/**
 * The app's messages name only the values their code fills; each field's `ui:messages` words
 * rules the field has, by their names, with values those rules give.
 */
export const checkMessages: ContentCheck = (context) => {
  const { content, sources, report, reportAtKey } = context;
  for (const [key, values] of Object.entries(appMessageSlots)) {
    const message: unknown = (content.app.messages as Record<string, unknown>)[key];
    if (typeof message === 'string') checkSlots(context, sources.app, ['messages', key], values, message);
  }
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { schema, ui, at: uiAt, required } of uiSchemaPairs(form.schema, form.uiSchema)) {
      const messages = ui['ui:messages'];
      if (messages === undefined || uiAt.length === 0) continue;
      const field = uiAt.join('.');
      const at: PathSegment[] = ['uiSchema', ...uiAt, 'ui:messages'];
      if (!isRecord(messages)) {
        report(source, at, '"ui:messages" must map rule names to messages, e.g. { "minimum": "At least {limit}" }');
        continue;
      }
      for (const [name, message] of Object.entries(messages)) {
        const rule = formRuleNames.find((candidate) => candidate === name);
        if (!rule) {
          const hint = didYouMean(name, formRuleNames) || ` (rules: ${formRuleNames.join(', ')})`;
          reportAtKey(source, [...at, name], `"${name}" is no validation rule${hint}`);
          continue;
        }
        if (!fieldHasRule(schema, required, rule)) {
          reportAtKey(
            source,
            [...at, name],
            `a message for "${name}", but "${field}" has no ${name === 'required' ? 'required rule (it is not in "required")' : `"${name}" rule`}, so it could never show`,
          );
          continue;
        }
        if (typeof message !== 'string' || message.trim() === '') {
          report(source, [...at, name], 'a message must be a non-blank text');
          continue;
        }
        checkSlots(context, source, [...at, name], formRules[rule], message);
      }
    }
  }
};
