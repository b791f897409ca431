import type { NavigateFunction } from 'react-router-dom';
import type { FlowContent, Screen } from '../../engine/content/types.ts';

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
  /** Called once the link's answers are in the session, with the welcome to show above the screen. */
  onRestored: (message: string) => void;
  /**
   * The router's navigate, handed down: a chunk loaded on demand that imported the router itself
   * made Rolldown split the router out of the app's chunk (+0.5 KB on every page, npm run size).
   */
  navigate: NavigateFunction;
}
