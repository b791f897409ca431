import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import { anyType } from '../../../engine/steps/authoring/logicType.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { FlowContent } from '../../../engine/content/types.ts';
import type { CheckContext } from '../context.ts';
import { reportRule } from './reportRule.ts';
import { computedReads } from './ruleReads.ts';

/** The first cycle through computed values starting at `name`, as the names along it, or undefined. */
function cycleFrom(
  name: string,
  reads: ReadonlyMap<string, readonly string[]>,
  path: readonly string[] = [],
): string[] | undefined {
  if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
  for (const next of reads.get(name) ?? []) {
    const found = cycleFrom(next, reads, [...path, name]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Checks the flow's computed values (each a rule over the flow's stores and the other computed
 * values) and returns their types. A cycle (a reads b reads a) is reported once, at the first
 * value on it.
 */
export function computedTypes(
  context: CheckContext,
  source: SourceFile,
  flow: FlowContent,
  stores: Readonly<Record<string, LogicType>>,
): Record<string, LogicType> {
  const rules = Object.entries(flow.computed ?? {});
  const reads = new Map(rules.map(([name, rule]) => [name, computedReads(rule)]));
  const reported = new Set<string>();
  for (const [name] of rules) {
    const cycle = cycleFrom(name, reads);
    if (!cycle || cycle.some((member) => reported.has(member))) continue;
    for (const member of cycle) reported.add(member);
    context.reportAtKey(
      source,
      ['computed', name],
      `computed values read each other in a cycle (${cycle.join(' → ')}); one of them must be worked out from answers alone`,
    );
  }
  // Every computed value is visible to every other, typed in declaration order (a later one is still unknown).
  const types: Record<string, LogicType> = Object.fromEntries(rules.map(([name]) => [name, anyType]));
  for (const [name, rule] of rules) {
    const others = Object.fromEntries(Object.entries(types).filter(([other]) => other !== name));
    types[name] = reportRule(context, source, ['computed', name], rule, {
      fields: { ...stores, computed: { kind: 'object', fields: others } },
    });
  }
  return types;
}
