import { flowCatalogue, type FlowCatalogue } from '../../../engine/catalogue/flowCatalogue.ts';
import type { AskedStep } from '../../../engine/catalogue/question.ts';
import { screenQuestions } from '../../../engine/catalogue/screenQuestions.ts';
import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import { templatePlaceholders } from '../../../engine/template/index.ts';
import type { PathSegment } from '../../problem.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { FlowContent, ResultsScreen, Screen, Step } from '../../../engine/content/types.ts';
import type { CheckContext, ContentCheck } from '../context.ts';
import { needsFallback, possiblyMissing } from '../possiblyMissing.ts';
import type { RuleScope } from './ruleScope.ts';
import { holds } from '../../../engine/logic/evaluate.ts';
import { ruleReads } from './ruleReads.ts';
import { questionScope } from './storeTypes.ts';
import { checkRule } from './typeOfRule.ts';

/** Why a placeholder's or a view field's dotted path names nothing in `scope` (as a rule's `var` would), or null. */
export function scopePathProblem(path: string, scope: RuleScope): string | null {
  return checkRule({ var: path }, scope).problems[0]?.[1] ?? null;
}

/** How a text's placeholders are read: what they may name, and which flow's questions may be missing. */
interface TextScope {
  scope: RuleScope;
  catalogue: FlowCatalogue;
  /** The questionnaire whose own answers `answers.<id>` names, for a step's texts. */
  store?: string;
  /** Paths the question's own conditions require to hold a value (so it is asked only when they do). */
  present?: ReadonlySet<string>;
}

/**
 * Reports each {{ placeholder }} of `template` (at `at`) that names nothing in `scope`, or prints
 * a question only some visitors answer without saying what to write then (`?? "…"`).
 */
function checkText(context: CheckContext, source: SourceFile, at: PathSegment[], template: string, text: TextScope) {
  const seen = new Map<string, number>();
  for (const placeholder of templatePlaceholders(template)) {
    const occurrence = seen.get(placeholder.raw) ?? 0;
    seen.set(placeholder.raw, occurrence + 1);
    const report = (message: string) =>
      context.reportAtText(source, at, placeholder.raw, occurrence, `${placeholder.raw}: ${message}`);
    const problem = scopePathProblem(placeholder.path, text.scope);
    if (problem) {
      report(problem);
      continue;
    }
    const stored =
      text.store !== undefined && placeholder.path.startsWith('answers.')
        ? `${text.store}.${placeholder.path}`
        : placeholder.path;
    const missing =
      placeholder.fallback === undefined &&
      !text.present?.has(stored) &&
      possiblyMissing(context.content, stored, text.catalogue);
    if (missing) report(needsFallback(placeholder.path, missing));
  }
}

/**
 * The paths a question's conditions need to hold a value, so they are there whenever it is asked:
 * each condition (or part of an `and`) that reads one path and cannot hold while that path is
 * missing (`{"==": [{var: params.source}, partner]}`, `{">": [{var: answers.score}, 5]}`). Its own
 * store's answers are named by their store path.
 */
function presentWhenAsked(question: AskedStep, store: string): Set<string> {
  const present = new Set<string>();
  const visit = (rule: unknown) => {
    const and = typeof rule === 'object' && rule !== null && 'and' in rule ? rule.and : undefined;
    if (Array.isArray(and)) {
      and.forEach(visit);
      return;
    }
    const reads = [...new Set(ruleReads(rule))];
    const [path] = reads;
    if (path !== undefined && reads.length === 1 && !holds(rule, {}))
      present.add(path.startsWith('answers.') ? `${store}.${path}` : path);
  };
  for (const condition of question.conditions) visit(condition.rule);
  return present;
}

/** A screen's texts shown as written (title, eyebrow, description): a placeholder there would show its braces. */
function checkShownAsWritten(context: CheckContext, source: SourceFile, at: PathSegment[], screen: Screen) {
  for (const key of ['title', 'eyebrow', 'description'] as const) {
    const text = screen[key];
    if (text === undefined) continue;
    const seen = new Map<string, number>();
    for (const placeholder of templatePlaceholders(text)) {
      const occurrence = seen.get(placeholder.raw) ?? 0;
      seen.set(placeholder.raw, occurrence + 1);
      context.reportAtText(
        source,
        [...at, key],
        placeholder.raw,
        occurrence,
        shownAsWritten(placeholder.raw, `a screen's ${key}`),
      );
    }
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
  text: TextScope,
) {
  for (const [below, value] of valueTexts(screen.result.values, [...at, 'result', 'values']))
    checkText(context, source, below, value, text);
  for (const [below, field] of viewFields(screen)) {
    if (!field.startsWith('computed.')) continue;
    const problem = scopePathProblem(field, text.scope);
    if (problem) context.report(source, [...at, 'result', 'view', ...below], problem);
  }
}

/**
 * Every placeholder a flow's screens show, named as rules name it: a step's title, description
 * and option labels may read the answers before it, the flow's stores and computed values; a
 * results screen's texts and `computed.<name>` fields read the stores and computed values. An
 * unknown name would silently render as nothing, so it is refused with a did-you-mean; a question
 * only some visitors answer needs a fallback; and a screen's own title, eyebrow and description,
 * shown as written, take none.
 */
export function checkFlowTemplates(
  context: CheckContext,
  source: SourceFile,
  flow: FlowContent,
  flowFields: Record<string, LogicType>,
) {
  const catalogue = flowCatalogue(context.content, flow);
  flow.screens.forEach((screen, s) => {
    checkShownAsWritten(context, source, ['screens', s], screen);
    if (screen.type === 'results') {
      checkResultsScreen(context, source, ['screens', s], screen, { scope: { fields: flowFields }, catalogue });
      return;
    }
    if (screen.type !== 'questionnaire') return;
    screenQuestions(screen).forEach((question) => {
      const scope = questionScope(catalogue, question, flowFields);
      for (const [below, text] of stepTexts(question.step))
        checkText(context, source, ['screens', s, ...question.at, ...below], text, {
          scope,
          catalogue,
          store: screen.store,
          present: presentWhenAsked(question, screen.store),
        });
    });
  });
}

/** A page's texts are shown as written: a placeholder would show its braces. */
export const checkPageTexts: ContentCheck = (context) => {
  for (const page of context.content.pages) {
    const source = context.sources.pages[page.id];
    if (!source) continue;
    for (const [at, text] of valueTexts(page, [])) {
      const seen = new Map<string, number>();
      for (const placeholder of templatePlaceholders(text)) {
        const occurrence = seen.get(placeholder.raw) ?? 0;
        seen.set(placeholder.raw, occurrence + 1);
        context.reportAtText(source, at, placeholder.raw, occurrence, shownAsWritten(placeholder.raw, "a page's text"));
      }
    }
  }
};

/** The refusal of a placeholder in a text shown as written, naming where placeholders are filled. */
function shownAsWritten(raw: string, where: string): string {
  return `${raw}: ${where} is shown as written, so the braces would show; placeholders are filled in step texts, results screens' values, prompts and emails`;
}
