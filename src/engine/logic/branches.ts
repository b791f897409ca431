import type { Answers, FormScreen, QuestionnaireScreen } from '../content/types.ts';
import { holds } from './evaluate.ts';
import { logicAnswers } from './logicAnswers.ts';
import { logicData, type LogicContext } from './logicData.ts';

/** A screen's `next` as content declares it: a route, or branches tried in order ending in a default. */
export type NextDeclaration = NonNullable<FormScreen['next']>;
export type Branch = Exclude<NextDeclaration, string>[number];

/** The branches of a `next`: a single route is one branch without a condition. */
export function branchesOf(next: NextDeclaration | undefined): readonly Branch[] {
  if (next === undefined) return [];
  return typeof next === 'string' ? [{ to: next }] : next;
}

/** Every route a `next` can lead to, in the order written (for route checks, maps and the preview). */
export function nextTargets(next: NextDeclaration | undefined): string[] {
  return branchesOf(next).map((branch) => branch.to);
}

/**
 * The route of the first branch whose `when` holds over `data` (a branch without `when` always
 * holds, which makes the checker's required default the last resort), or undefined when the
 * screen has no `next` or, in content that skipped the checker, no branch holds.
 */
export function nextRoute(next: NextDeclaration | undefined, data: unknown): string | undefined {
  return branchesOf(next).find((branch) => branch.when === undefined || holds(branch.when, data))?.to;
}

/**
 * Where finishing `screen` leads given the session as it stands: a questionnaire's branches read
 * its own answers as `answers.<id>` (those `answers` holds), every screen's read the stores,
 * computed values and URL parameters of `context`.
 */
export function routeAfter(
  screen: FormScreen | QuestionnaireScreen,
  context: LogicContext,
  answers: Answers = {},
): string | undefined {
  if (typeof screen.next !== 'object') return screen.next;
  const data =
    screen.type === 'questionnaire'
      ? logicData(context, screen.store, logicAnswers(screen, answers))
      : logicData(context);
  return nextRoute(screen.next, data);
}
