import type { ContentCheck } from './context.ts';
import { routeEdges } from './routeGraph.ts';

/** Every screen and page can be reached from the home page by some path of clicks. */
export const checkReachability: ContentCheck = ({ content, sources, report }) => {
  const edges = routeEdges(content);
  const reached = new Set<string>([content.app.home.route]);
  const queue: string[] = [content.app.home.route];
  while (queue.length > 0) {
    const route = queue.shift() as string;
    for (const next of edges.get(route) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  for (const page of content.pages) {
    const source = sources.pages[page.id];
    if (source && !reached.has(page.route)) {
      report(
        source,
        ['route'],
        `no link leads to "${page.route}"; add it to the home page's links or another page's actions`,
      );
    }
  }
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    flow.screens.forEach((screen, index) => {
      if (reached.has(screen.route)) return;
      // Every way in counts (next, back, guard redirects, result and results-screen buttons): when
      // one exists, the fix is to reach where it starts, not to add another link.
      const from = [...edges].filter(([route, targets]) => route !== screen.route && targets.includes(screen.route));
      const names = from.map(([route]) => `"${route}"`).join(', ');
      const hint =
        from.length > 0
          ? `only ${names} ${from.length === 1 ? 'leads' : 'lead'} to it, and no path reaches ${from.length === 1 ? 'that' : 'those'} either`
          : flow.card
            ? 'point an earlier screen\'s "next" at it'
            : 'give the flow a "card" or point an earlier screen\'s "next" at it';
      report(source, ['screens', index, 'route'], `no path from the home page reaches "${screen.route}": ${hint}`);
    });
  }
};
