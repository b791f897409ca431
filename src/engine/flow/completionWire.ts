import type { SaveReference } from '../saveForLater/savesWire.ts';

/** What the browser sends when a person finishes a flow, and what the server answers. */
export const completionsPath = '/api/completions';

export interface CompletionReport {
  /** Random per completion, so a report sent twice is counted once. */
  completionId: string;
  flowId: string;
  /** The analysis's score, when the flow ended in one. */
  score?: number;
  /** Only for a flow that collects answers, and only when the person ticked its consent. */
  consent?: true;
  answers?: Record<string, unknown>;
  /** The flow's URL parameters as the session keeps them; sent only with the answers. */
  params?: Record<string, unknown>;
  /** The person's saved link (save and continue later), whose saved answers are deleted now. */
  forgetSave?: SaveReference;
}

export interface CompletionReply {
  /** The answers are now stored on the server. */
  stored: boolean;
}
