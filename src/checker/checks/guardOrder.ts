import type { Screen } from '../../engine/content/types.ts';
import type { ContentCheck } from './context.ts';
import { storeWriters } from './references.ts';
import { routeEdges } from './routeGraph.ts';

/** Routes reachable from `start`; at `through`'s route only its guard redirects can be followed. */
function reachableAvoiding(edges: Map<string, string[]>, start: string, through?: Screen): Set<string> {
  const reached = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const route = queue.shift() as string;
    // A user stopped by the screen's guards is sent on, so redirects stay open; nothing else does.
    const next =
      route === through?.route ? (through.guards ?? []).map((guard) => guard.redirect) : (edges.get(route) ?? []);
    for (const target of next) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}

/**
 * A guard whose store is written only by a screen the user cannot reach without first passing
 * this very guard would turn every visitor away.
 */
export const checkGuardOrder: ContentCheck = ({ content, sources, report }) => {
  const edges = routeEdges(content);
  const writers = storeWriters(content);
  const home = content.app.home.route;
  const reachable = reachableAvoiding(edges, home);
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    flow.screens.forEach((screen, index) => {
      // Unreachable screens are the reachability check's to report.
      if (!screen.guards?.length || !reachable.has(screen.route)) return;
      const withoutScreen = reachableAvoiding(edges, home, screen);
      screen.guards.forEach((guard, g) => {
        const writer = writers.get(guard.store);
        if (!writer || !reachable.has(writer.screen.route)) return;
        const at = ['screens', index, 'guards', g, 'store'];
        if (writer.screen === screen) {
          report(source, at, `"${guard.store}" is written by this screen itself, so this guard could never pass`);
        } else if (!withoutScreen.has(writer.screen.route)) {
          report(
            source,
            at,
            `"${guard.store}" is only written by screen "${writer.flowId}/${writer.screen.id}", which can only be reached through this screen, so this guard could never pass`,
          );
        }
      });
    });
  }
};
