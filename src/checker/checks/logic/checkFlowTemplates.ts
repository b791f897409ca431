import { questionsOf } from '../../../engine/logic/questions.ts';
import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import { templatePlaceholders } from '../../../engine/template/index.ts';
import type { PathSegment } from '../../problem.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { FlowContent, ResultsScreen, Step } from '../../../engine/content/types.ts';
import type { CheckContext } from '../context.ts';
import type { RuleScope } from './ruleScope.ts';
import { questionScope } from './storeTypes.ts';
import { checkRule } from './typeOfRule.ts';

/** Why a placeholder's or a view field's dotted path names nothing in `scope` (as a rule's `var` would), or null. */
export function scopePathProblem(path: string, scope: RuleScope): string | null {
  return checkRule({ var: path }, scope).problems[0]?.[1] ?? null;
}

/** Reports each {{ placeholder }} of `template` (at `at`) that names nothing in `scope`. */
function checkText(context: CheckContext, source: SourceFile, at: PathSegment[], template: string, scope: RuleScope) {
  const seen = new Map<string, number>();
  for (const placeholder of templatePlaceholders(template)) {
    const occurrence = seen.get(placeholder.raw) ?? 0;
    seen.set(placeholder.raw, occurrence + 1);
    const problem = scopePathProblem(placeholder.path, scope);
    if (problem) context.reportAtText(source, at, placeholder.raw, occurrence, `${placeholder.raw}: ${problem}`);
  }
}

/** Every text of a step a person reads: its title, description and option labels. */
function stepTexts(step: Step): [PathSegment[], string][] {
  const options = 'options' in step ? step.options : [];
  return [
    [['title'], step.title],
    ...(step.description !== undefined ? [[['description'], step.description] as [PathSegment[], string]] : []),
    ...options.map((option, o): [PathSegment[], string] => [['options', o, 'label'], option.label]),
  ];
}

/** Every string inside a results screen's values, with where it sits. */
function valueTexts(value: unknown, at: PathSegment[]): [PathSegment[], string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => valueTexts(item, [...at, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => valueTexts(inner, [...at, key]));
  return [];
}

/** The fields a results screen's view reads, with where each is named. */
function viewFields(screen: ResultsScreen): [PathSegment[], string][] {
  const { view } = screen.result;
  return [
    [['scoreField'], view.scoreField],
    [['summaryField'], view.summaryField],
    ...view.lists.map((list, l): [PathSegment[], string] => [['lists', l, 'field'], list.field]),
    ...(view.subScores ?? []).map((sub, i): [PathSegment[], string] => [['subScores', i, 'field'], sub.field]),
  ];
}

/** A results screen: its texts read the flow's stores and computed values; its view's fields read its values or computed.<name>. */
function checkResultsScreen(
  context: CheckContext,
  source: SourceFile,
  at: PathSegment[],
  screen: ResultsScreen,
  flowFields: Record<string, LogicType>,
) {
  for (const [below, text] of valueTexts(screen.result.values, [...at, 'result', 'values']))
    checkText(context, source, below, text, { fields: flowFields });
  for (const [below, field] of viewFields(screen)) {
    if (!field.startsWith('computed.')) continue;
    const problem = scopePathProblem(field, { fields: flowFields });
    if (problem) context.report(source, [...at, 'result', 'view', ...below], problem);
  }
}

/**
 * Every placeholder a flow's screens show, named as rules name it: a step's title, description
 * and option labels may read the answers before it, the flow's stores and computed values; a
 * results screen's texts and `computed.<name>` fields read the stores and computed values. An
 * unknown name would silently render as nothing, so it is refused with a did-you-mean.
 */
export function checkFlowTemplates(
  context: CheckContext,
  source: SourceFile,
  flow: FlowContent,
  flowFields: Record<string, LogicType>,
) {
  flow.screens.forEach((screen, s) => {
    if (screen.type === 'results') {
      checkResultsScreen(context, source, ['screens', s], screen, flowFields);
      return;
    }
    if (screen.type !== 'questionnaire') return;
    questionsOf(screen).forEach((question, index) => {
      const scope = questionScope(screen, index, flowFields);
      for (const [below, text] of stepTexts(question.step))
        checkText(context, source, ['screens', s, ...question.at, ...below], text, scope);
    });
  });
}
