import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import type { PathSegment } from '../../problem.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { CheckContext } from '../context.ts';
import type { RuleScope } from './ruleScope.ts';
import { checkRule } from './typeOfRule.ts';

/** Reports each problem of `rule` at its own place under `at`. */
export function reportRule(
  context: CheckContext,
  source: SourceFile,
  at: readonly PathSegment[],
  rule: unknown,
  scope: RuleScope,
): LogicType {
  const { type, problems } = checkRule(rule, scope);
  for (const [below, message] of problems) context.report(source, [...at, ...below], message);
  return type;
}
