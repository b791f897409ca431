import type { EmailSpec } from '../../content/types.ts';
import { noFlowLogic, templateScope, type FlowLogic } from '../../logic/flowValues.ts';
import { renderTemplate } from '../../template/renderTemplate.ts';
import { templateFilters } from '../../template/filters/index.ts';
import { questionTitles } from '../../catalogue/questionTitles.ts';
import type { AnalysisInput, AnalysisResult } from '../types.ts';

/** What email templates see: every input store value by its key, the flow's `computed` values, `result` and `now`. */
function emailScope(flow: FlowLogic, input: AnalysisInput, result: AnalysisResult, now: Date): Record<string, unknown> {
  return { ...templateScope(flow, input), result, now };
}

/** The email service's template params, each rendered from its configured template. */
export function buildEmailParams(
  spec: Pick<EmailSpec, 'params'>,
  input: AnalysisInput,
  result: AnalysisResult,
  now: Date,
  flow: FlowLogic = noFlowLogic,
): Record<string, string> {
  const scope = emailScope(flow, input, result, now);
  return Object.fromEntries(
    Object.entries(spec.params).map(([name, template]) => [
      name,
      renderTemplate(template, scope, templateFilters, questionTitles(flow)),
    ]),
  );
}
