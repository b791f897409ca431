import { declaredProperties } from '../../forms/declaredProperties.ts';
import { isRecord } from '../../forms/isRecord.ts';
import { fieldHasRule, formRuleNames, formRules, ruleOf, type FormRule } from '../../forms/messages/formRules.ts';
import { templatePlaceholders } from '../../template/index.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { CheckContext, ContentCheck } from './context.ts';
import { uiOf } from './formUiKeys.ts';

/** Every name any `required` list of the schema (own or in a branch) makes required. */
function requiredNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (part: unknown): void => {
    if (!isRecord(part)) return;
    if (Array.isArray(part.required)) for (const name of part.required) if (typeof name === 'string') names.add(name);
    for (const key of ['then', 'else'] as const) visit(part[key]);
    if (Array.isArray(part.allOf)) part.allOf.forEach(visit);
  };
  visit(schema);
  return names;
}

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
    const required = requiredNames(form.schema);
    for (const property of declaredProperties(form.schema)) {
      const messages = uiOf(form.uiSchema, property.name)?.['ui:messages'];
      if (messages === undefined) continue;
      const at: PathSegment[] = ['uiSchema', property.name, 'ui:messages'];
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
        if (!fieldHasRule(property.schema, required.has(property.name), rule)) {
          reportAtKey(
            source,
            [...at, name],
            `a message for "${name}", but "${property.name}" has no ${name === 'required' ? 'required rule (it is not in "required")' : `"${name}" rule`}, so it could never show`,
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
