import { screenAnalysis } from '../../engine/flow/screenKinds.ts';
import type { Action, Content, Screen } from '../../engine/content/types.ts';
import { branchesOf } from '../../engine/logic/branches.ts';

/** One way out of a screen, described for an editor. */
export interface ScreenLink {
  how: string;
  /** A route, or what happens when the way out stays on the screen. */
  to: string;
}

function actionLinks(actions: readonly Action[], prefix: string): ScreenLink[] {
  return actions.map((action) => ({
    how: `${prefix} "${action.label}"`,
    to:
      action.to ??
      action.href ??
      (action.effect === 'reset'
        ? 'restarts the questions'
        : action.effect === 'clear'
          ? 'clears the answers'
          : 'stays here'),
  }));
}

/** Where a screen can send the user: its buttons, its analysis and its result's actions. */
export function screenLinks(content: Content, screen: Screen): ScreenLink[] {
  if (screen.type === 'results') return actionLinks(screen.result.view.actions, 'Button');
  const links: ScreenLink[] = [];
  const finish =
    screen.type === 'form'
      ? `"${screen.submitLabel}"`
      : screen.type === 'questionnaire'
        ? `"${screen.labels.finish}" on the last step`
        : 'Opening the screen';
  if (screen.type === 'form' && screen.back)
    links.push({ how: `"${screen.back.label}"`, to: screen.back.to ?? screen.back.href ?? 'stays here' });
  const link = screenAnalysis(screen);
  if (link) {
    links.push({ how: finish, to: `the analysis prompts/${link.prompt}.yaml, shown on this screen` });
    const analysis = content.analyses[link.prompt];
    if (analysis) links.push(...actionLinks(analysis.result.actions, 'Result button'));
    if (link.closeTo) links.push({ how: 'Closing the result', to: link.closeTo });
  } else if (screen.type !== 'analysis') {
    for (const branch of branchesOf(screen.next))
      links.push({ how: branch.when === undefined ? finish : `${finish}, when its rule holds`, to: branch.to });
  }
  return links;
}
