import { useNavigate } from 'react-router-dom';
import type { Action, AnalysisLink } from '../../engine/content/types.ts';
import { keptResultKey } from '../../engine/store/keptResult.ts';
import { sessionStore } from '../session/sessionStore.ts';

/**
 * What a result's 'reset' or 'clear' action does, on any screen that runs an analysis: clear the
 * stored keys the content names (and their drafts) and the kept result, let the screen reset
 * itself, dismiss the result, and go where the content says. Other actions just navigate.
 */
export function useCloseResult(link: AnalysisLink | undefined, dismiss: () => void, resetScreen?: () => void) {
  const goTo = useNavigate();
  return (action: Action) => {
    if (action.effect !== 'reset' && action.effect !== 'clear') return;
    sessionStore()
      .getState()
      .clearResult(link?.clearOnClose ?? [], link ? keptResultKey(link.prompt) : undefined);
    resetScreen?.();
    dismiss();
    if (link?.closeTo && !action.to) void goTo(link.closeTo);
  };
}
