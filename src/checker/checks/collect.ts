import type { ContentCheck } from './context.ts';

/**
 * A flow that collects answers asks for consent on its first form, so it needs one: without a
 * form the checkbox would have nowhere to show and the answers could never be stored.
 */
export const checkCollect: ContentCheck = ({ content, sources, reportAtKey }) => {
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!flow.collect || !source) continue;
    if (!flow.screens.some((screen) => screen.type === 'form')) {
      reportAtKey(
        source,
        ['collect'],
        'a flow that collects answers shows its consent checkbox on its first form, and this flow has no form screen: add one, or remove "collect"',
      );
    }
  }
};
