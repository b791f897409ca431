import type { NavigateFunction } from 'react-router-dom';
import type { FlowContent, Screen } from '../../engine/content/types.ts';

/** What a questionnaire or form gives its "Save and continue later" button. */
export interface SaveForLaterProps {
  flow: FlowContent;
  screenId: string;
  /** The content's `saveForLater.label`. */
  label: string;
  brand: string;
  disabled?: boolean;
}

/** What the save-and-continue-later parts loaded on demand are given. */
export interface SavePanelProps {
  flow: FlowContent;
  screenId: string;
  label: string;
  brand: string;
  /** The button was just pressed: save at once. */
  saveNow: boolean;
  disabled: boolean;
}

export interface ResumeGateProps {
  flow: FlowContent;
  screen: Screen;
  brand: string;
  /** A link is being opened (`#resume=…`); otherwise one was, and the gate shows the welcome. */
  opening: boolean;
  /** Called once the link's answers are in the session. */
  onRestored: () => void;
  /**
   * The router's navigate, handed down: a chunk loaded on demand that imported the router itself
   * made Rolldown split the router out of the app's chunk (+0.5 KB on every page, npm run size).
   */
  navigate: NavigateFunction;
}
