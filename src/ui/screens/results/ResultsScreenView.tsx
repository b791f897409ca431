import type { ResultsScreen } from '../../../engine/content/types.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ResultView } from '../../results/ResultView.tsx';
import { withScreen, type ScreenProps } from '../withScreen.tsx';

/** A results page whose content is declared in the flow file (the buyer's fixed sample). */
export function Results({ content, screen }: ScreenProps<ResultsScreen>) {
  usePageTitle(screen.result.view.title, content.app.brand);
  return (
    <ResultView
      view={screen.result.view}
      values={screen.result.values}
      bands={content.app.scoreColours}
      onAction={() => undefined}
    />
  );
}

export default withScreen('results', Results);
