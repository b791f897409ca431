import { isAnsweredScreen } from '../../../engine/flow/screenKinds.ts';
import { flowCatalogue } from '../../../engine/catalogue/flowCatalogue.ts';
import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';
import type { SourceFile } from '../../sourceFile.ts';
import type { FlowContent } from '../../../engine/content/types.ts';
import type { CheckContext } from '../context.ts';
import { reportRule } from './reportRule.ts';
import { answersType } from './storeTypes.ts';

/**
 * A screen's branches: each `when` type-checked (a questionnaire's read all its answers, since
 * they are taken once it is finished), and the list ending in exactly one default, a branch
 * without `when`. Whether each `to` exists is checkRoutes' job.
 */
export function checkBranches(
  context: CheckContext,
  source: SourceFile,
  flow: FlowContent,
  flowFields: Record<string, LogicType>,
) {
  const catalogue = flowCatalogue(context.content, flow);
  flow.screens.forEach((screen, s) => {
    if (!isAnsweredScreen(screen) || typeof screen.next !== 'object') return;
    const at = ['screens', s, 'next'];
    const fields = { ...flowFields };
    if (screen.type === 'questionnaire') {
      const answers = { kind: 'object', fields: answersType(catalogue.ofScreen(screen.id)) } as const;
      Object.assign(fields, { answers, [screen.store]: { kind: 'object', fields: { answers } } });
    }
    const last = screen.next.length - 1;
    screen.next.forEach((branch, b) => {
      if (branch.when !== undefined) reportRule(context, source, [...at, b, 'when'], branch.when, { fields });
      else if (b < last)
        context.reportAtKey(
          source,
          [...at, b],
          `only the last branch may leave out "when": it is always taken, so the ${last - b === 1 ? 'branch' : `${last - b} branches`} after it never would be`,
        );
    });
    if (screen.next.every((branch) => branch.when !== undefined))
      context.reportAtKey(
        source,
        at,
        'this list of branches has no default: end it with a branch without "when" (e.g. {to: /thank-you}), taken when no rule holds',
      );
  });
}
