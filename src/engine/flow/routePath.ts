import { screenQuestions } from '../catalogue/screenQuestions.ts';
import type { Answers, FlowContent, Screen } from '../content/types.ts';
import { isRecord } from '../forms/isRecord.ts';
import { askedQuestions } from '../logic/askedQuestions.ts';
import { nextTargets, routeAfter } from '../logic/branches.ts';
import type { LogicContext } from '../logic/logicData.ts';
import { isAnsweredScreen } from './screenKinds.ts';

/** Whether a screen may open on the stored answers, and where the path leads when it may not. */
export type PathOutcome = { open: true } | { open: false; leadsTo: string };

/**
 * The answers a finished screen hands its branches, or undefined while it is unfinished: a form
 * once submitted (its store holds the submitted form), a questionnaire once every question its
 * logic asks, but an optional one, has an answer.
 */
function finishedAnswers(screen: Screen, context: LogicContext): Answers | undefined {
  if (!isAnsweredScreen(screen)) return undefined;
  const stored = context.session[screen.store];
  if (!isRecord(stored)) return undefined;
  if (screen.type === 'form') return {};
  const given = isRecord(stored.answers) ? (stored.answers as Answers) : {};
  const { asked, answers } = askedQuestions(screen, given, context);
  const questions = screenQuestions(screen);
  // An optional question (`required: false`) left unanswered does not hold the screen open.
  const complete = questions.every(
    (question, index) => !asked[index] || !question.required || Object.hasOwn(answers, question.id),
  );
  return complete ? answers : undefined;
}

/** The flow's screens its `next` can lead to from `from` (itself included), following every branch. */
function reachableFrom(flow: FlowContent, from: Screen): Set<string> {
  const reached = new Set<string>([from.id]);
  const queue = [from];
  for (let screen = queue.shift(); screen; screen = queue.shift()) {
    if (!isAnsweredScreen(screen)) continue;
    for (const route of nextTargets(screen.next)) {
      const next = flow.screens.find((candidate) => candidate.route === route);
      if (next && !reached.has(next.id)) {
        reached.add(next.id);
        queue.push(next);
      }
    }
  }
  return reached;
}

/**
 * Whether the screen `screenId` lies on the flow's path over the stored answers: walking from the
 * flow's start, each finished screen goes where its branches send its answers (the same routeAfter
 * the screen itself follows), until a screen that is not finished, a results screen or a screen
 * that runs an analysis. A screen passed on the way opens; so does one the unfinished screen may
 * still lead to (its answers have not decided yet), but an analysis screen, which runs as it
 * opens and so only once the answers lead to it, and one no `next` from the start can reach
 * (entered some other way, which the path does not govern). Any other screen is on a branch the
 * answers did not take: the visitor belongs where the path leads. `session` is what the flow's
 * rules read: the stores, and its URL parameters as `params`.
 */
export function pathOutcome(
  flow: FlowContent,
  screenId: string,
  session: Readonly<Record<string, unknown>>,
): PathOutcome {
  const start = flow.screens.find((screen) => screen.route === flow.start);
  const target = flow.screens.find((screen) => screen.id === screenId);
  if (!start || !reachableFrom(flow, start).has(screenId)) return { open: true };
  const context: LogicContext = { session, computed: flow.computed ?? {} };
  const passed = new Set<string>();
  let current = start;
  let leadsTo = start.route;
  for (;;) {
    if (current.id === screenId) return { open: true };
    passed.add(current.id);
    leadsTo = current.route;
    // A results screen ends the path, and so does an analysis (an analysis screen leads nowhere itself).
    if (!isAnsweredScreen(current) || current.analysis) break;
    const answers = finishedAnswers(current, context);
    // An analysis screen runs as it opens, over answers that must have decided the way to it.
    const undecided = reachableFrom(flow, current).has(screenId) && target?.type !== 'analysis';
    if (!answers) return undecided ? { open: true } : { open: false, leadsTo };
    const route = routeAfter(current, context, answers);
    const next = flow.screens.find((screen) => screen.route === route);
    if (route !== undefined) leadsTo = route;
    if (!next || passed.has(next.id)) break;
    current = next;
  }
  return { open: false, leadsTo };
}
