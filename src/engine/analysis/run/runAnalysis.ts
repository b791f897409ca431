import { noFlowLogic, type FlowLogic } from '../../logic/flowValues.ts';
import type { AnalysisContent, ProviderSettings } from '../../content/types.ts';
import { AnalysisError } from '../AnalysisError.ts';
import type { AnalysisBackend, BackendRequest } from '../backend/AnalysisBackend.ts';
import { failureMessage } from '../chain/describeFailure.ts';
import { cancelledMessage } from '../chain/completeWithRetry.ts';
import { deliverAnalysisEmail } from '../email/deliverAnalysisEmail.ts';
import type { EmailSender } from '../email/EmailSender.ts';
import { emailjsSender } from '../email/emailjsSender.ts';
import { fillMessage } from '../fillMessage.ts';
import { parseAnalysis } from '../parse/parseAnalysis.ts';
import { runPrechecks } from '../precheck/runPrechecks.ts';
import type { TextListener } from '../providers/AnalysisProvider.ts';
import type { AnalysisInput, AnalysisResult, EnvVars } from '../types.ts';
import { statusEvents, type StatusListener, type StatusTexts } from './AnalysisStatus.ts';

export interface AnalysisRequest {
  analysis: AnalysisContent;
  /** Store values keyed by store key; the prompt, prechecks and email read from it. */
  input: AnalysisInput;
  /** import.meta.env or any plain record of variables (the email service's settings). */
  env: EnvVars;
  /** AppContent.analysisStatus. */
  statusTexts: StatusTexts;
  /** AppContent.offlineNotes. */
  offlineNotes: BackendRequest['offlineNotes'];
  onStatus?: StatusListener;
  /** Told the model's text as it streams in (readPartialAnswer shows what it says so far). */
  onText?: TextListener;
  signal?: AbortSignal;
  /** Where the provider chain runs: this process (direct), the app's server, or offline. */
  backend: AnalysisBackend;
  /** The flow whose screen runs the analysis; a server backend needs it. */
  flowId?: string;
  /** That flow's screens and computed values, which the prompt and the email read; without it, none. */
  flow?: FlowLogic;
}

/** Seams for tests; the defaults are the real clock and EmailJS. */
export interface AnalysisDependencies {
  now?: () => Date;
  sendEmail?: EmailSender;
}

export type EmailOutcome =
  | { email: 'none' }
  | { email: 'sent' }
  | { email: 'not-configured' }
  /** `emailError` is the user-facing text, e.g. 'Analysis complete, but email failed: ...'. */
  | { email: 'error'; emailError: string };

export type AnalysisOutcome = {
  result: AnalysisResult;
  /** True when no provider had a key and the rubric wrote the analysis. */
  offline: boolean;
  /** Which provider answered, or 'offline'. */
  source: ProviderSettings['id'] | 'offline';
} & EmailOutcome;

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AnalysisError('aborted', cancelledMessage);
}

async function sendEmailStep(
  request: AnalysisRequest,
  result: AnalysisResult,
  onStatus: StatusListener,
  dependencies: AnalysisDependencies,
): Promise<EmailOutcome> {
  const spec = request.analysis.email;
  if (!spec) return { email: 'none' };
  onStatus(statusEvents.emailing(request.statusTexts));
  const delivery = await deliverAnalysisEmail({
    spec,
    flow: request.flow ?? noFlowLogic,
    input: request.input,
    result,
    env: request.env,
    now: (dependencies.now ?? (() => new Date()))(),
    send: dependencies.sendEmail ?? emailjsSender,
  });
  if (delivery.status === 'error')
    return { email: 'error', emailError: fillMessage(spec.messages.failed, { message: delivery.message }) };
  return { email: delivery.status };
}

/**
 * One analysis, start to finish: prechecks, the backend (the prompt and the providers under the
 * retry policy, or the offline rubric when no provider has a key), parsing, then the email. Throws AnalysisError
 * with the user-facing message; an email failure is part of a successful outcome, not an error.
 */
export async function runAnalysis(
  request: AnalysisRequest,
  dependencies: AnalysisDependencies = {},
): Promise<AnalysisOutcome> {
  const onStatus = request.onStatus ?? (() => undefined);
  try {
    throwIfAborted(request.signal);
    runPrechecks(request.analysis.precheck, request.input);
    onStatus(statusEvents.analyzing(request.statusTexts));
    const produced = await request.backend.produce(
      {
        flowId: request.flowId ?? '',
        flow: request.flow ?? noFlowLogic,
        analysis: request.analysis,
        input: request.input,
        statusTexts: request.statusTexts,
        offlineNotes: request.offlineNotes,
      },
      onStatus,
      request.signal,
      request.onText,
    );
    // The app's server sends the result it judged the answer by; direct mode and offline read it here.
    const result = produced.result ?? parseAnalysis(produced.text, request.analysis);
    const { source } = produced;
    throwIfAborted(request.signal);
    const email = await sendEmailStep(request, result, onStatus, dependencies);
    return { result, offline: source === 'offline', source, ...email };
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    // Anything unforeseen still reaches the user in the configured wording.
    throw new AnalysisError(
      'provider',
      fillMessage(request.analysis.messages.failed, { message: failureMessage(error) }),
      { cause: error },
    );
  }
}
