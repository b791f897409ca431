import { screenAnalysis } from '../../engine/flow/screenKinds.ts';
import { nextTargets } from '../../engine/logic/branches.ts';
import type { Action, Content, Screen } from '../../engine/content/types.ts';

/** Every route that content declares, with what owns it. */
export function declaredRoutes(content: Content): Map<string, string> {
  const routes = new Map<string, string>([[content.app.home.route, 'the home page']]);
  for (const page of content.pages) routes.set(page.route, `page "${page.id}"`);
  for (const flow of content.flows) {
    for (const screen of flow.screens) routes.set(screen.route, `screen "${flow.id}/${screen.id}"`);
  }
  return routes;
}

function actionTargets(actions: readonly Action[] | undefined): string[] {
  return (actions ?? []).flatMap((action) => (action.to ? [action.to] : []));
}

/** Routes a screen can send the user to, by button, guard, result action or closing. */
function screenTargets(content: Content, screen: Screen): string[] {
  const targets = (screen.guards ?? []).map((guard) => guard.redirect);
  if (screen.type === 'results') return [...targets, ...actionTargets(screen.result.view.actions)];
  if (screen.type !== 'analysis') targets.push(...nextTargets(screen.next));
  if (screen.type === 'form' && screen.back?.to) targets.push(screen.back.to);
  const link = screenAnalysis(screen);
  if (link) {
    if (link.closeTo) targets.push(link.closeTo);
    const analysis = content.analyses[link.prompt];
    if (analysis) targets.push(...actionTargets(analysis.result.actions));
    targets.push(...actionTargets([content.app.analysisErrorScreen.supportAction]));
  }
  return targets;
}

/** Edges of the whole app: from each route, the routes a user can reach in one move. */
export function routeEdges(content: Content): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const flowStarts = content.flows.filter((flow) => flow.card && !flow.card.comingSoon).map((flow) => flow.start);
  edges.set(content.app.home.route, [...flowStarts, ...actionTargets(content.app.home.links)]);
  for (const page of content.pages) {
    edges.set(page.route, [
      ...actionTargets(page.actions),
      ...page.blocks.flatMap((block) => actionTargets(block.actions)),
    ]);
  }
  for (const flow of content.flows) {
    for (const screen of flow.screens) edges.set(screen.route, screenTargets(content, screen));
  }
  return edges;
}
