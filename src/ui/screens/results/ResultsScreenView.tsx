import { useState } from 'react';
import type { ResultsScreen } from '../../../engine/content/types.ts';
import { flowSession } from '../../../engine/params/urlParams.ts';
import { shownResultValues } from '../../../engine/results/shownResult.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ResultView } from '../../results/ResultView.tsx';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { withScreen, type ScreenProps } from '../withScreen.tsx';

/**
 * A results page whose content is declared in the flow file (the buyer's fixed sample), its texts
 * and fields able to read the answers and the flow's computed values as the session holds them
 * when the page opens (no screen writes while it is shown).
 */
export function Results({ content, flow, screen }: ScreenProps<ResultsScreen>) {
  usePageTitle(screen.result.view.title, content.app.brand);
  const [values] = useState(() =>
    shownResultValues(flow, screen.result.values, flowSession(sessionStore().getState().slots, flow.id)),
  );
  const startOver = useCloseResult({ clearOnClose: screen.result.clearOnClose ?? [] }, () => undefined);
  return <ResultView view={screen.result.view} values={values} bands={content.app.scoreColours} onAction={startOver} />;
}

export default withScreen('results', Results);
