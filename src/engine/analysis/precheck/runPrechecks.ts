import type { PrecheckRule } from '../../content/types.ts';
import { readPath } from '../../template/readPath.ts';
import { AnalysisError } from '../AnalysisError.ts';
import { fillMessage } from '../fillMessage.ts';
import type { AnalysisInput } from '../types.ts';
import { isBlank } from '../../values/isBlank.ts';

function displayName(path: string, style: PrecheckRule['name']): string {
  return style === 'path' ? path : (path.split('.').pop() ?? path);
}

/** The first failing rule's message, with {missing} naming every blank path of that rule; null when all pass. */
export function findPrecheckFailure(rules: readonly PrecheckRule[], input: AnalysisInput): string | null {
  for (const rule of rules) {
    const missing = rule.require.filter((path) => isBlank(readPath(input, path)));
    if (missing.length > 0) {
      return fillMessage(rule.message, { missing: missing.map((path) => displayName(path, rule.name)).join(', ') });
    }
  }
  return null;
}

/** Runs the rules in order and throws the first failure, before anything is sent to a provider. */
export function runPrechecks(rules: readonly PrecheckRule[], input: AnalysisInput): void {
  const failure = findPrecheckFailure(rules, input);
  if (failure !== null) throw new AnalysisError('precheck', failure);
}
