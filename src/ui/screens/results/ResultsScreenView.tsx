import { lazy, Suspense, useState } from 'react';
import type { ResultsScreen } from '../../../engine/content/types.ts';
import { flowSession } from '../../../engine/params/urlParams.ts';
import { resultDisplay } from '../../../engine/results/resultValues.ts';
import { shownResultValues } from '../../../engine/results/shownResult.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { preparedLine } from '../../results/preparedLine.ts';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { Loading } from '../Loading.tsx';
import { withScreen, type ScreenProps } from '../withScreen.tsx';

// The result renderer and its styles (inline in no page: ResultView.onDemand.styles.ts) load with
// the screen, as an analysis's result does (outcomeViews.tsx); the loading screen shows meanwhile.
const OnDemandResultView = lazy(() =>
  import('../../results/ResultView.tsx').then((module) => ({ default: module.ResultView })),
);

/**
 * A results page whose content is declared in the flow file (the buyer's fixed sample), its texts
 * and fields able to read the answers and the flow's computed values as the session holds them
 * when the page opens (no screen writes while it is shown).
 */
export function Results({ content, flow, screen }: ScreenProps<ResultsScreen>) {
  usePageTitle(screen.result.view.title, content.app.brand);
  const [{ values, prepared }] = useState(() => {
    const stores = flowSession(sessionStore().getState().slots, flow.id);
    return {
      values: shownResultValues(flow, screen.result.values, stores),
      // Made as the page opens, from the answers as they are then.
      prepared: preparedLine(content.app.printResult, screen.result.view, stores, new Date()),
    };
  });
  const startOver = useCloseResult({ clearOnClose: screen.result.clearOnClose ?? [] }, () => undefined);
  return (
    <Suspense fallback={<Loading />}>
      <OnDemandResultView
        view={screen.result.view}
        display={resultDisplay(screen.result.view, values)}
        bands={content.app.scoreColours}
        onAction={startOver}
        print={{ preparedLine: prepared, label: content.app.printResult.label }}
      />
    </Suspense>
  );
}

export default withScreen('results', Results);
