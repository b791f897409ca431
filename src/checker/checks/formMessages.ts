import { isRecord } from '../../engine/forms/isRecord.ts';
import {
  fieldHasRule,
  formRuleNames,
  formRules,
  ruleOf,
  type FormRule,
} from '../../engine/forms/messages/formRules.ts';
import { templatePlaceholders } from '../../engine/template/index.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { CheckContext, ContentCheck } from './context.ts';
import { uiSchemaPairs } from './uiSchemaPairs.ts';

/** A message's placeholders name values its rule has ({{ limit }} for minimum, {{ format }} for format...). */
function checkPlaceholders(
  { reportAtText }: CheckContext,
  source: SourceFile,
  at: PathSegment[],
  rule: FormRule | undefined,
  message: string,
): void {
  const values: readonly string[] = rule ? formRules[rule] : [];
  for (const placeholder of templatePlaceholders(message)) {
    if (values.includes(placeholder.path)) continue;
    const offered = values.length > 0 ? `: ${values.join(', ')}` : '';
    const hint = didYouMean(placeholder.path, values) || ` (values of this rule${offered || ': none'})`;
    reportAtText(source, at, placeholder.raw, 0, `${placeholder.raw} is no value of this rule${hint}`);
  }
}

/**
 * Each field's `ui:messages` words rules the field has, by their names, with values those rules
 * give; the app's default messages name only their own rule's values.
 */
export const checkFormMessages: ContentCheck = (context) => {
  const { content, sources, report, reportAtKey } = context;
  for (const [key, message] of Object.entries(content.app.formMessages)) {
    const rule = ruleOf(key) ?? (key === 'requiredList' ? 'minItems' : undefined);
    checkPlaceholders(context, sources.app, ['formMessages', key], rule, message);
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
        report(source, at, '"ui:messages" must map rule names to messages, e.g. { "minimum": "At least {{ limit }}" }');
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
        checkPlaceholders(context, source, [...at, name], rule, message);
      }
    }
  }
};
