import { isAnsweredScreen } from '../../engine/flow/screenKinds.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { inputPathProblem } from './fieldPaths.ts';

/**
 * A result view's `printedFor` names a stored answer: on an analysis one of its inputs' fields, on a
 * results screen a field of a store its flow's screens fill. A typo would print no name at all.
 */
export const checkPrintedFor: ContentCheck = ({ content, sources, report }) => {
  for (const analysis of Object.values(content.analyses)) {
    const source = sources.analyses[analysis.id];
    const path = analysis.result.printedFor;
    if (!source || path === undefined) continue;
    const problem = inputPathProblem(content, analysis, path);
    if (problem) report(source, ['result', 'printedFor'], problem);
  }
  for (const flow of Object.values(content.flows)) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    const stores = flow.screens.filter(isAnsweredScreen).map((screen) => screen.store);
    flow.screens.forEach((screen, index) => {
      const path = screen.type === 'results' ? screen.result.view.printedFor : undefined;
      if (path === undefined) return;
      const at = ['screens', index, 'result', 'view', 'printedFor'];
      const root = path.split('.')[0] ?? '';
      if (!stores.includes(root)) {
        const hint = didYouMean(root, stores) || ` (its stores: ${stores.join(', ') || 'none'})`;
        report(source, at, `"${root}" is not a store this flow's screens fill${hint}`);
        return;
      }
      // The flow's stores stand as the inputs a results screen reads.
      const problem = inputPathProblem(content, { inputs: stores }, path);
      if (problem) report(source, at, problem);
    });
  }
};
