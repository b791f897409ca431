import { useNavigate } from 'react-router-dom';
import type { Action, AnalysisLink } from '../../engine/content/types.ts';
import { keptResultKey } from '../../engine/store/keptResult.ts';
import { sessionStore } from '../session/sessionStore.ts';

/** What a result's Start Over forgets: an analysis link (its kept result too), or a fixed results page's `clearOnClose`. */
type Clearing = Pick<AnalysisLink, 'clearOnClose'> & Partial<Pick<AnalysisLink, 'prompt' | 'closeTo'>>;

/**
 * What a result's 'reset' or 'clear' action (Start Over) does, on any screen with a result: clear
 * the stored keys the content names (and their drafts) and the kept result, let the screen reset
 * itself, dismiss the result, and go where the content says. Other actions just navigate.
 */
export function useCloseResult(clearing: Clearing | undefined, dismiss: () => void, resetScreen?: () => void) {
  const goTo = useNavigate();
  return (action: Action) => {
    if (action.effect !== 'reset' && action.effect !== 'clear') return;
    sessionStore()
      .getState()
      .clearResult(clearing?.clearOnClose ?? [], clearing?.prompt ? keptResultKey(clearing.prompt) : undefined);
    resetScreen?.();
    dismiss();
    if (clearing?.closeTo && !action.to) void goTo(clearing.closeTo);
  };
}
