import type { ContentCheck } from './context.ts';
import { declaredRoutes } from './routeGraph.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';

/** Each route is declared once, and every link, button and redirect leads to a declared route. */
export const checkRoutes: ContentCheck = ({ content, sources, report }) => {
  const owners = new Map<string, string>([[content.app.home.route, 'the home page']]);
  const claim = (route: string, owner: string, source: SourceFile | undefined, path: PathSegment[]) => {
    const previous = owners.get(route);
    if (previous && source) report(source, path, `route "${route}" is already used by ${previous}`);
    if (!previous) owners.set(route, owner);
  };
  for (const page of content.pages) claim(page.route, `page "${page.id}"`, sources.pages[page.id], ['route']);
  for (const flow of content.flows) {
    flow.screens.forEach((screen, index) =>
      claim(screen.route, `screen "${flow.id}/${screen.id}"`, sources.flows[flow.id], ['screens', index, 'route']),
    );
  }

  const known = [...declaredRoutes(content).keys()];
  const expect = (route: string | undefined, source: SourceFile | undefined, path: PathSegment[]) => {
    if (route === undefined || !source || known.includes(route)) return;
    report(source, path, `no screen or page has the route "${route}"${didYouMean(route, known)}`);
  };

  content.app.home.links.forEach((link, index) => expect(link.to, sources.app, ['home', 'links', index, 'to']));
  expect(content.app.analysisErrorScreen.supportAction.to, sources.app, ['analysisErrorScreen', 'supportAction', 'to']);
  for (const page of content.pages) {
    const source = sources.pages[page.id];
    page.actions?.forEach((action, index) => expect(action.to, source, ['actions', index, 'to']));
    page.blocks.forEach((block, b) =>
      block.actions?.forEach((action, a) => expect(action.to, source, ['blocks', b, 'actions', a, 'to'])),
    );
  }
  for (const analysis of Object.values(content.analyses)) {
    const source = sources.analyses[analysis.id];
    analysis.result.actions.forEach((action, index) => expect(action.to, source, ['result', 'actions', index, 'to']));
  }
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    const own = flow.screens.map((screen) => screen.route);
    if (source && !own.includes(flow.start)) {
      report(source, ['start'], `"${flow.start}" is not one of this flow's screens${didYouMean(flow.start, own)}`);
    }
    flow.screens.forEach((screen, index) => {
      const at = (...rest: PathSegment[]) => ['screens', index, ...rest];
      screen.guards?.forEach((guard, g) => {
        expect(guard.redirect, source, at('guards', g, 'redirect'));
        if (source && guard.redirect === screen.route) {
          report(
            source,
            at('guards', g, 'redirect'),
            'a guard may not redirect to its own screen: the user would loop forever',
          );
        }
      });
      if (screen.type === 'results') {
        screen.result.view.actions.forEach((action, a) =>
          expect(action.to, source, at('result', 'view', 'actions', a, 'to')),
        );
        return;
      }
      if (screen.type === 'analysis') {
        expect(screen.closeTo, source, at('closeTo'));
        return;
      }
      if (typeof screen.next === 'string') expect(screen.next, source, at('next'));
      else screen.next?.forEach((branch, b) => expect(branch.to, source, at('next', b, 'to')));
      if (screen.type === 'form') expect(screen.back?.to, source, at('back', 'to'));
      expect(screen.analysis?.closeTo, source, at('analysis', 'closeTo'));
    });
  }
};
