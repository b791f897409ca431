import { parseDocument, stringify } from 'yaml';
import type { LogicRule } from '../../engine/logic/logicValue.ts';
import { yamlWriteOptions } from '../../checker/write/writeOptions.ts';

/** A rule as one line of YAML, the way the content files and the guide write rules. */
export function ruleText(rule: LogicRule): string {
  return stringify(rule, { ...yamlWriteOptions, collectionStyle: 'flow' }).trim();
}

export type ParsedRule = { rule: LogicRule } | { error: string };

/**
 * A rule typed as text: its value, or YAML's own message when it cannot be read. Empty text is
 * no rule (`rule` undefined: the condition is removed). Whether the rule makes sense is the
 * checker's to say, at the field, like any other content.
 */
export function parseRuleText(text: string): ParsedRule {
  if (text.trim() === '') return { rule: undefined };
  const document = parseDocument(text);
  const [error] = document.errors;
  if (error) return { error: `This is not a rule yet: ${error.message.split('\n')[0] ?? ''}` };
  return { rule: document.toJS() as LogicRule };
}
