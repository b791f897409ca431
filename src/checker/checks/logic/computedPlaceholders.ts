import { screenAnalysis } from '../../../engine/flow/screenKinds.ts';
import { anyType } from '../../../engine/steps/authoring/logicType.ts';
import type { AnalysisContent, Content, FlowContent } from '../../../engine/content/types.ts';
import { scopePathProblem } from './checkFlowTemplates.ts';
import { computedReads, ruleReads } from './ruleReads.ts';

/** The first name of a dotted path: the store of `pulseAnswers.answers.x`. */
const firstName = (path: string): string => path.replace(/\..*$/s, '');

/** The flows with a screen that runs `analysis`: their computed values are what its templates read. */
function flowsRunning(content: Content, analysis: AnalysisContent): FlowContent[] {
  return content.flows.filter((flow) => flow.screens.some((screen) => screenAnalysis(screen)?.prompt === analysis.id));
}

/** The stores a computed value reads, directly or through the computed values it reads. */
function storesRead(computed: NonNullable<FlowContent['computed']>, name: string, seen = new Set<string>()): string[] {
  if (seen.has(name) || !Object.hasOwn(computed, name)) return [];
  seen.add(name);
  const rule = computed[name];
  const stores = ruleReads(rule)
    // URL parameters travel with every request, whatever the analysis's inputs.
    .filter((path) => !path.startsWith('computed.') && !path.startsWith('params.'))
    .map(firstName);
  return [...stores, ...computedReads(rule).flatMap((other) => storesRead(computed, other, seen))];
}

/**
 * Why `{{ computed.<name> }}` in an analysis's prompt or email names no value, or null: the name
 * must be one of the computed values of every flow that runs the analysis, and what it reads must
 * be among the analysis's inputs, since the prompt is written (on the server too) from those alone.
 */
export function computedPathProblem(content: Content, analysis: AnalysisContent, path: string): string | null {
  const flows = flowsRunning(content, analysis);
  if (flows.length === 0) return `no flow runs this analysis, so it has no computed values`;
  for (const flow of flows) {
    const computed = flow.computed ?? {};
    const fields = {
      computed: { kind: 'object', fields: Object.fromEntries(Object.keys(computed).map((name) => [name, anyType])) },
    } as const;
    const problem = scopePathProblem(path, { fields });
    if (problem) return `${problem}, in flow "${flow.id}" which runs this analysis`;
    const name = firstName(path.slice('computed.'.length));
    const missing = storesRead(computed, name).find((store) => !analysis.inputs.includes(store));
    if (missing !== undefined)
      return `"computed.${name}" reads "${missing}", which is not one of this analysis's inputs, so the prompt would be written without it; add it to "inputs"`;
  }
  return null;
}

/**
 * Why `{{ params.<name> }}` in an analysis's prompt or email names no parameter, or null: every
 * flow that runs the analysis must declare it, and since a link may not carry it, the placeholder
 * must say what to write then.
 */
export function paramsPathProblem(
  content: Content,
  analysis: AnalysisContent,
  path: string,
  fallback: string | undefined,
): string | null {
  const flows = flowsRunning(content, analysis);
  if (flows.length === 0) return `no flow runs this analysis, so it has no URL parameters`;
  for (const flow of flows) {
    const declared = Object.keys(flow.params ?? {});
    const fields = {
      params: { kind: 'object', fields: Object.fromEntries(declared.map((name) => [name, anyType])) },
    } as const;
    const problem = scopePathProblem(path, { fields });
    if (problem) return `${problem}, in flow "${flow.id}" which runs this analysis`;
  }
  return fallback === undefined
    ? `may be missing (a link carries a URL parameter or not): declare what to write then, e.g. {{ ${path} ?? "not given" }}`
    : null;
}
