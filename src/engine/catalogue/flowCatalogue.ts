import type { Content, FlowContent, UrlParam } from '../content/types.ts';
import { isAnsweredScreen } from '../flow/screenKinds.ts';
import { formQuestions } from './formQuestions.ts';
import type { ComputedQuestion, FieldQuestion, ParamQuestion, Question, StepQuestion } from './question.ts';
import { screenQuestions } from './screenQuestions.ts';
import { stepQuestion } from './stepQuestion.ts';

/** The questions one screen asks: a questionnaire's steps and follow-ups, or a form's fields. */
export type ScreenQuestion = StepQuestion | FieldQuestion;

/**
 * Every question of a flow, in one list every part of the engine reads: each screen's steps,
 * follow-ups (at any depth) and form fields in the order a person meets them, then the URL
 * parameters and computed values, with where each value is kept, its type, options and format,
 * whether it must be answered, and the conditions it is asked under.
 */
export interface FlowCatalogue {
  flow: FlowContent;
  questions: readonly Question[];
  /** A screen's questions, in order (none for a results screen or an unknown id). */
  ofScreen: (screenId: string) => readonly ScreenQuestion[];
  /** The questions whose values a session key holds (`params` and `computed` included). */
  ofStore: (store: string) => readonly Question[];
  /** The question read by exactly this dotted path (`buyerAnswers.answers.locationOther`). */
  at: (path: string) => Question | undefined;
}

function paramQuestion(name: string, param: UrlParam): ParamQuestion {
  const options = param.options?.map((value) => ({ value, label: value }));
  return {
    source: 'param',
    id: name,
    title: name,
    store: 'params',
    path: `params.${name}`,
    type: param.type === 'number' ? 'number' : 'text',
    ...(options ? { options } : {}),
    // An address may come without it, or with a value its declaration drops.
    required: false,
    conditions: [],
    param,
  };
}

function build(forms: Content['forms'], flow: FlowContent): FlowCatalogue {
  const byScreen = new Map<string, readonly ScreenQuestion[]>();
  for (const screen of flow.screens) {
    if (screen.type === 'questionnaire') byScreen.set(screen.id, screenQuestions(screen).map(stepQuestion));
    const form = screen.type === 'form' ? forms[screen.form] : undefined;
    if (screen.type === 'form' && form) byScreen.set(screen.id, formQuestions(screen, form));
  }
  const computed = Object.entries(flow.computed ?? {}).map(([name, rule]): ComputedQuestion => ({
    source: 'computed',
    id: name,
    title: name,
    store: 'computed',
    path: `computed.${name}`,
    type: 'any',
    required: true,
    conditions: [],
    rule,
  }));
  const questions: Question[] = [
    ...[...byScreen.values()].flat(),
    ...Object.entries(flow.params ?? {}).map(([name, param]) => paramQuestion(name, param)),
    ...computed,
  ];
  const byStore = new Map<string, Question[]>();
  for (const question of questions) byStore.set(question.store, [...(byStore.get(question.store) ?? []), question]);
  const byPath = new Map(questions.map((question) => [question.path, question]));
  return {
    flow,
    questions,
    ofScreen: (screenId) => byScreen.get(screenId) ?? [],
    ofStore: (store) => byStore.get(store) ?? [],
    at: (path) => byPath.get(path),
  };
}

const cache = new WeakMap<FlowContent, WeakMap<Content['forms'], FlowCatalogue>>();

/** The flow's catalogue, built once per loaded flow and forms. */
export function flowCatalogue(content: Pick<Content, 'forms'>, flow: FlowContent): FlowCatalogue {
  let perForms = cache.get(flow);
  if (!perForms) cache.set(flow, (perForms = new WeakMap()));
  let catalogue = perForms.get(content.forms);
  if (!catalogue) perForms.set(content.forms, (catalogue = build(content.forms, flow)));
  return catalogue;
}

/** The catalogue of the flow whose screen writes `store`, or undefined when no screen does. */
export function catalogueOfStore(content: Content, store: string): FlowCatalogue | undefined {
  const flow = content.flows.find((candidate) =>
    candidate.screens.some((screen) => isAnsweredScreen(screen) && screen.store === store),
  );
  return flow && flowCatalogue(content, flow);
}
