import { fillMessage } from '../../engine/analysis/fillMessage.ts';
import type { ScreenContent, FlowContent } from '../../engine/content/types.ts';
import { screenAnalysis } from '../../engine/flow/screenKinds.ts';
import { Callout } from '../components/Callout.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import styles from './KeptResultOffer.styles.ts';
import { analysisText } from './analysisText.ts';
import { useKeptResult } from './useKeptResult.ts';

/**
 * On a flow's first screen: its last analysis, while still current, one link away. The link opens
 * the analysis's own screen, which shows the kept result (no new analysis, no second email).
 */
export function KeptResultOffer({ content, flow }: { content: ScreenContent; flow: FlowContent }) {
  const screen = flow.screens.find((candidate) => screenAnalysis(candidate));
  const prompt = screen && screenAnalysis(screen)?.prompt;
  const { current } = useKeptResult(prompt ? content.analyses[prompt] : undefined);
  if (!screen || !current) return null;
  const texts = analysisText(content.app, 'keptResult');
  const time = new Date(current.finishedAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return (
    <Callout tone="info" title={fillMessage(texts.offer, { time })} data-testid="kept-result-offer">
      <RouterLink to={screen.route} className={styles.reopen}>
        {texts.reopenLabel}
      </RouterLink>
    </Callout>
  );
}
