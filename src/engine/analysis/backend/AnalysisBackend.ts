import type { AnalysisContent, AppContent, ProviderSettings } from '../../content/types.ts';
import type { FlowLogic } from '../../logic/flowValues.ts';
import type { StatusListener, StatusTexts } from '../run/AnalysisStatus.ts';
import type { TextListener, TokenUsage } from '../providers/AnalysisProvider.ts';
import type { AnalysisInput, AnalysisResult } from '../types.ts';

/** What a backend needs to write one analysis: which one, over which answers, in which words. */
export interface BackendRequest {
  /** The flow whose screen links the analysis; the server checks the pair against its content. */
  flowId: string;
  /** That flow's screens and computed values, which the prompt reads as computed.<name>. */
  flow: FlowLogic;
  analysis: AnalysisContent;
  input: AnalysisInput;
  statusTexts: StatusTexts;
  /** AppContent.offlineNotes: what the offline analyzer says of answers it scores as unanswered. */
  offlineNotes: AppContent['offlineNotes'];
}

/** The model's raw answer and who wrote it; parsed afterwards on the caller's side, unless the app's server did. */
export interface BackendText {
  text: string;
  /** The result the app's server read the text into (server mode), so the browser does not read it again. */
  result?: AnalysisResult;
  source: ProviderSettings['id'] | 'offline';
  /** Where a provider answered: its model and the tokens it counted (for the server's usage log). */
  model?: string;
  usage?: TokenUsage;
}

/**
 * The seam where the analysis pipeline splits: the provider chain runs here, either in this
 * process (the server, or the browser in direct mode) or behind the app's own server (the
 * browser in server mode). Prechecks, parsing and the email stay with the caller.
 * `onText` is told the model's text as it streams in (never for the offline analyzer, whose text is whole at once).
 * Throws AnalysisError with the user-facing message.
 */
export interface AnalysisBackend {
  produce: (
    request: BackendRequest,
    onStatus: StatusListener,
    signal?: AbortSignal,
    onText?: TextListener,
  ) => Promise<BackendText>;
}
