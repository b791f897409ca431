import type { FormContent, QuestionnaireScreen, Step } from '../../engine/content/types.ts';
import type { PathSegment } from '../../checker/problem.ts';
import { fieldType } from '../../checker/checks/logic/storeTypes.ts';
import { formQuestions } from '../../engine/catalogue/formQuestions.ts';
import { screenQuestions } from '../../engine/catalogue/screenQuestions.ts';
import { authoringFor, stepAuthoring } from '../../engine/steps/authoring/registry.ts';
import type { Subject } from './conditionRule.ts';
import { isPlainObject } from './jsonSchema.ts';
import { sameValue } from './nodeEdits.ts';

/** Where a condition sits in a flow: a step's `when` (its path) or a screen's branches (the screen's path). */
export type ConditionSite = readonly PathSegment[];

/** A questionnaire screen whose steps are whole enough for the engine's logic to read. */
function isQuestionnaire(screen: unknown): screen is QuestionnaireScreen {
  return (
    isPlainObject(screen) &&
    screen.type === 'questionnaire' &&
    typeof screen.store === 'string' &&
    Array.isArray(screen.steps) &&
    screen.steps.every(
      (step) =>
        isPlainObject(step) &&
        typeof step.id === 'string' &&
        typeof step.type === 'string' &&
        step.type in stepAuthoring,
    )
  );
}

/** A step's answer as rules read it: one subject, or a range's lowest and highest. */
function stepSubjects(step: Step, prefix: string, titlePrefix: string): Subject[] {
  const type = authoringFor(step).logicType(step);
  const path = `${prefix}${step.id}`;
  const label = `${titlePrefix}${step.title}`;
  if (type.kind !== 'object') return [{ path, label, type }];
  return Object.entries(type.fields).map(([field, fieldType]) => ({
    path: `${path}.${field}`,
    label: `${label}: ${field === 'min' ? 'lowest' : field === 'max' ? 'highest' : field}`,
    type: fieldType,
  }));
}

/** What an earlier screen stores, as other screens' rules read it (`<store>.<field>`). */
function storeSubjects(screen: unknown, forms: Readonly<Record<string, FormContent>>): Subject[] {
  if (!isPlainObject(screen) || typeof screen.store !== 'string') return [];
  const titlePrefix = `${typeof screen.title === 'string' ? screen.title : screen.store} › `;
  if (isQuestionnaire(screen))
    return screenQuestions(screen).flatMap(({ step }) => stepSubjects(step, `${screen.store}.answers.`, titlePrefix));
  const form = screen.type === 'form' && typeof screen.form === 'string' ? forms[screen.form] : undefined;
  if (!form) return [];
  return formQuestions({ id: typeof screen.id === 'string' ? screen.id : screen.store, store: screen.store }, form).map(
    (question) => ({
      path: question.path,
      label: `${titlePrefix}${question.title}`,
      type: fieldType(question.schema),
    }),
  );
}

/**
 * The answers a condition at `site` of `flow` may read, as the pickers offer them: the stores of
 * the screens before its own, then its questionnaire's questions asked before it (all of them for
 * the screen's branches, which are decided once it is finished). The types are the checker's own
 * (each step type's logicType, a form field's fieldType), so a picked comparison is one it accepts.
 * `forms` is the content the checker last assembled (form files are not part of a flow's data).
 */
export function subjectsFor(
  flow: unknown,
  site: ConditionSite,
  forms: Readonly<Record<string, FormContent>>,
): Subject[] {
  const screens = isPlainObject(flow) && Array.isArray(flow.screens) ? (flow.screens as unknown[]) : [];
  const screenIndex = site[1];
  if (site[0] !== 'screens' || typeof screenIndex !== 'number') return [];
  const earlier = screens.slice(0, screenIndex).flatMap((screen) => storeSubjects(screen, forms));
  const screen = screens[screenIndex];
  if (!isQuestionnaire(screen)) return earlier;
  const questions = screenQuestions(screen);
  const own = questions.findIndex((question) => sameValue(question.at, site.slice(2)));
  const before = own === -1 ? questions : questions.slice(0, own);
  return [...earlier, ...before.flatMap(({ step }) => stepSubjects(step, 'answers.', ''))];
}

/** The questionnaire a step at `path` of a flow belongs to, when its steps are whole enough to walk. */
export function questionnaireAt(flow: unknown, path: readonly PathSegment[]): QuestionnaireScreen | undefined {
  const screens = isPlainObject(flow) && Array.isArray(flow.screens) ? (flow.screens as unknown[]) : [];
  const screen = typeof path[1] === 'number' ? screens[path[1]] : undefined;
  return isQuestionnaire(screen) ? screen : undefined;
}

/**
 * The answers a form field's `ui:when` may read, as the pickers offer them: the stores of the
 * screens before the first screen that shows the form (in the first flow that has one), then the
 * form's own fields shown before it (formQuestions, the catalogue's order) as answers.<field>.
 * `form` is the form file as the editor has it now.
 */
export function fieldSubjects(
  flows: readonly unknown[],
  form: FormContent,
  name: string,
  forms: Readonly<Record<string, FormContent>>,
): Subject[] {
  const showing = (screen: unknown) => isPlainObject(screen) && screen.type === 'form' && screen.form === form.id;
  const screens = flows
    .map((flow) => (isPlainObject(flow) && Array.isArray(flow.screens) ? (flow.screens as unknown[]) : []))
    .find((candidate) => candidate.some(showing));
  const earlier = screens
    ? screens.slice(0, screens.findIndex(showing)).flatMap((screen) => storeSubjects(screen, forms))
    : [];
  const fields = formQuestions({ id: form.id, store: 'answers' }, form);
  const own = fields.findIndex((field) => field.id === name);
  return [
    ...earlier,
    ...fields
      .slice(0, Math.max(own, 0))
      .map((field) => ({ path: field.path, label: field.title, type: fieldType(field.schema) })),
  ];
}
