import { isAnsweredScreen, screenAnalysis } from '../../engine/flow/screenKinds.ts';
import { screenQuestions } from '../../engine/catalogue/screenQuestions.ts';
import type {
  Answers,
  Content,
  FlowContent,
  QuestionnaireScreen,
  QuestionnaireState,
  Screen,
} from '../../engine/content/types.ts';
import { authoringFor } from '../../engine/steps/authoring/registry.ts';
import { draftKey } from '../../engine/store/draftKey.ts';
import { sampleFormData } from './sampleFormData.ts';

/** Where the preview opens: a screen and, for a questionnaire, one of its steps. */
export interface PreviewTarget {
  flow: FlowContent;
  screen: Screen;
  step?: number;
}

function sampleAnswers(screen: QuestionnaireScreen, throughStep: number): Answers {
  return Object.fromEntries(
    screen.steps.slice(0, throughStep + 1).map((step) => [step.id, authoringFor(step).sampleAnswer(step)]),
  );
}

/** What a screen stores once the user has finished it, made of sample answers. */
function finishedValue(content: Content, screen: Screen): unknown {
  if (!isAnsweredScreen(screen)) return undefined;
  if (screen.type === 'questionnaire') {
    const last = screen.steps.length - 1;
    const question = screenQuestions(screen).findIndex((candidate) => candidate.step === screen.steps[last]);
    return { step: question, answers: sampleAnswers(screen, last) } satisfies QuestionnaireState;
  }
  const form = content.forms[screen.form];
  return form ? sampleFormData(form.schema, form.uiSchema) : undefined;
}

function writerOf(content: Content, store: string): Screen | undefined {
  return content.flows
    .flatMap((flow) => flow.screens)
    .find((screen) => isAnsweredScreen(screen) && screen.store === store);
}

/**
 * Session slots a visitor brings to the target's screen: every earlier screen of the flow
 * finished with sample answers, and whatever else the screen's guards and analysis read. The
 * screen's own slots are left empty, as on a first visit.
 */
export function sessionBefore(content: Content, { flow, screen }: PreviewTarget): Record<string, unknown> {
  const slots: Record<string, unknown> = {};
  const fill = (source: Screen | undefined) => {
    if (!source || !isAnsweredScreen(source) || source === screen) return;
    const value = finishedValue(content, source);
    if (value !== undefined) slots[source.store] = value;
  };
  const index = flow.screens.indexOf(screen);
  flow.screens.slice(0, Math.max(index, 0)).forEach(fill);
  const reads = [
    ...(screen.guards ?? []).map((guard) => guard.store),
    ...(content.analyses[screenAnalysis(screen)?.prompt ?? '']?.inputs ?? []),
  ];
  for (const store of reads) if (!(store in slots)) fill(writerOf(content, store));
  return slots;
}

/**
 * Session slots that put a visitor at the target: what they bring to it (sessionBefore), plus the
 * target itself prefilled: a form's draft, or a questionnaire at the step with answers up to it.
 */
export function sampleSession(content: Content, target: PreviewTarget): Record<string, unknown> {
  const { screen, step = 0 } = target;
  const slots = sessionBefore(content, target);
  if (screen.type === 'form') {
    const value = finishedValue(content, screen);
    if (value !== undefined) slots[draftKey(screen.store)] = value;
  }
  if (screen.type === 'questionnaire') {
    const at = Math.min(Math.max(step, 0), screen.steps.length - 1);
    // The stored step counts questions (follow-ups in place), the preview's counts declared steps.
    const question = screenQuestions(screen).findIndex((candidate) => candidate.step === screen.steps[at]);
    slots[screen.store] = { step: question, answers: sampleAnswers(screen, at) } satisfies QuestionnaireState;
  }
  return slots;
}
