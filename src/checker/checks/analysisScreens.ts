import type { FlowContent, Screen } from '../../engine/content/types.ts';
import { isAnsweredScreen, screenAnalysis } from '../../engine/flow/screenKinds.ts';
import { nextTargets } from '../../engine/logic/branches.ts';
import type { ContentCheck } from './context.ts';

/** The screens one finished screen leads to by its `next`; none from a screen that runs an analysis or shows a result. */
function nextScreens(flow: FlowContent, screen: Screen): Screen[] {
  if (!isAnsweredScreen(screen) || screenAnalysis(screen)) return [];
  return nextTargets(screen.next).flatMap((route) => flow.screens.filter((candidate) => candidate.route === route));
}

/**
 * A way through the flow's `next` from its start to `target` that passes no screen `avoided`
 * holds (the start included), as the screens walked, or undefined when there is none.
 */
function wayAvoiding(flow: FlowContent, target: Screen, avoided: (screen: Screen) => boolean): Screen[] | undefined {
  const start = flow.screens.find((screen) => screen.route === flow.start);
  if (!start || avoided(start)) return undefined;
  const cameFrom = new Map<Screen, Screen | undefined>([[start, undefined]]);
  const queue = [start];
  for (let screen = queue.shift(); screen; screen = queue.shift()) {
    if (screen === target) {
      const way: Screen[] = [];
      for (let at: Screen | undefined = screen; at; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of nextScreens(flow, screen)) {
      if (cameFrom.has(next) || (next !== target && avoided(next))) continue;
      cameFrom.set(next, screen);
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * An analysis screen (`type: analysis`) runs as it opens, over the stores its analysis reads:
 * each must be filled on every way the flow's `next` leads to it from the flow's start, and it
 * must be led to that way at all. (That its analysis exists is checkReferences', with a did-you-mean.)
 */
export const checkAnalysisScreens: ContentCheck = ({ content, sources, report }) => {
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    flow.screens.forEach((screen, index) => {
      if (screen.type !== 'analysis') return;
      const analysis = content.analyses[screen.analysis];
      if (!analysis) return;
      const at = ['screens', index, 'analysis'];
      if (!wayAvoiding(flow, screen, () => false)) {
        report(
          source,
          at,
          `no "next" leads from the flow's start ("${flow.start}") to "${screen.route}", so the answers prompts/${analysis.id}.yaml reads may not be there when it runs; point an earlier screen's "next" (or a branch) at it`,
        );
        return;
      }
      for (const store of analysis.inputs) {
        const way = wayAvoiding(flow, screen, (passed) => isAnsweredScreen(passed) && passed.store === store);
        if (!way) continue;
        report(
          source,
          at,
          `prompts/${analysis.id}.yaml reads "${store}", which is not filled on every way here: ${way.map((passed) => passed.route).join(' → ')} passes no screen that stores it; lead every branch to "${screen.route}" through the screen that stores "${store}", or leave it out of the analysis's inputs`,
        );
      }
    });
  }
};
