import { flowCatalogue } from '../../../engine/catalogue/flowCatalogue.ts';
import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { Content, FlowContent } from '../../../engine/content/types.ts';
import type { CheckContext, ContentCheck } from '../context.ts';
import { checkBranches } from './checkBranches.ts';
import { checkFlowTemplates } from './checkFlowTemplates.ts';
import { computedTypes } from './computedTypes.ts';
import { neverAsked } from './neverAsked.ts';
import { paramTypes } from './paramTypes.ts';
import { checkRule } from './typeOfRule.ts';
import { questionScope, storeTypes } from './storeTypes.ts';
import { reportRule } from './reportRule.ts';

/** Each question's `when`, read against the answers before it. */
function checkQuestionnaires(
  context: CheckContext,
  source: SourceFile,
  flow: FlowContent,
  flowFields: Record<string, LogicType>,
) {
  const catalogue = flowCatalogue(context.content, flow);
  flow.screens.forEach((screen, s) => {
    if (screen.type !== 'questionnaire') return;
    const questions = catalogue.ofScreen(screen.id).filter((entry) => entry.source === 'step');
    questions.forEach((question, index) => {
      const at = ['screens', s, ...question.at];
      if (question.step.when === undefined) return;
      const scope = questionScope(catalogue, question, flowFields);
      reportRule(context, source, [...at, 'when'], question.step.when, scope);
      // A rule with a mistake is reported as such; only a well-typed one is tried for never holding.
      const wellTyped = checkRule(question.step.when, scope).problems.length === 0;
      if (wellTyped && neverAsked(question, questions.slice(0, index), screen.store))
        context.warnAtKey(
          source,
          [...at, 'when'],
          `no answer can ever show "${question.step.id}": its condition holds for no choice of the questions it reads`,
        );
    });
  });
}

/**
 * Each form field's `ui:when` (in its form's file), read against the flow's names and the fields
 * shown before it. A form several screens show is checked once, against the first.
 */
function checkFormFields(
  context: CheckContext,
  flow: FlowContent,
  flowFields: Record<string, LogicType>,
  checked: Set<string>,
) {
  const catalogue = flowCatalogue(context.content, flow);
  for (const screen of flow.screens) {
    const source = screen.type === 'form' ? context.sources.forms[screen.form] : undefined;
    if (screen.type !== 'form' || !source || checked.has(screen.form)) continue;
    checked.add(screen.form);
    for (const question of catalogue.ofScreen(screen.id)) {
      if (question.source !== 'field') continue;
      const scope = questionScope(catalogue, question, flowFields);
      for (const condition of question.conditions)
        if (condition.kind === 'when')
          reportRule(context, source, ['uiSchema', question.id, 'ui:when'], condition.rule, scope);
    }
  }
}

/**
 * Type-checks every rule of every flow, form fields' `ui:when` included (docs/guide/logic-and-branches.md): names that exist (with a
 * did-you-mean), values a choice can take, lists and ranges not compared as text, questions
 * read only after they are asked, computed values without a cycle, branches with a default, and
 * URL parameters declared with limits that fit their type.
 */
export const checkLogic: ContentCheck = (context) => {
  const { content, sources }: { content: Content; sources: CheckContext['sources'] } = context;
  const checkedForms = new Set<string>();
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    // URL parameters read like a store named `params`, so computed values may use them too.
    const stores = { ...storeTypes(content, flow), params: paramTypes(context, source, flow) };
    const computed = computedTypes(context, source, flow, stores);
    const flowFields = { ...stores, computed: { kind: 'object', fields: computed } } as const;
    checkQuestionnaires(context, source, flow, flowFields);
    checkFormFields(context, flow, flowFields, checkedForms);
    checkBranches(context, source, flow, flowFields);
    checkFlowTemplates(context, source, flow, flowFields);
  }
};
