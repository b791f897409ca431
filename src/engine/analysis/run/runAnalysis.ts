import type { AnalysisContent, ProviderSettings } from '../../content/types.ts';
import { renderTemplate } from '../../template/renderTemplate.ts';
import { AnalysisError } from '../AnalysisError.ts';
import { failureMessage } from '../chain/describeFailure.ts';
import { cancelledMessage, completeWithRetry } from '../chain/completeWithRetry.ts';
import { sleep as realSleep, type Sleep } from '../chain/sleep.ts';
import { deliverAnalysisEmail } from '../email/deliverAnalysisEmail.ts';
import type { EmailSender } from '../email/EmailSender.ts';
import { emailjsSender } from '../email/emailjsSender.ts';
import { fillMessage } from '../fillMessage.ts';
import { offlineAnalyze } from '../offline/offlineAnalyze.ts';
import { parseAnalysis } from '../parse/parseAnalysis.ts';
import { runPrechecks } from '../precheck/runPrechecks.ts';
import { createProviders } from '../providers/createProviders.ts';
import type { AnalysisInput, AnalysisResult, EnvVars } from '../types.ts';
import { statusEvents, type StatusListener, type StatusTexts } from './AnalysisStatus.ts';

export interface AnalysisRequest {
  analysis: AnalysisContent;
  /** Store values keyed by store key; the prompt, prechecks and email read from it. */
  input: AnalysisInput;
  /** The app's provider list, in the order to try. */
  providers: readonly ProviderSettings[];
  /** import.meta.env or any plain record of variables. */
  env: EnvVars;
  /** AppContent.analysisStatus. */
  statusTexts: StatusTexts;
  onStatus?: StatusListener;
  signal?: AbortSignal;
}

/** Seams for tests; the defaults are the real clock, setTimeout and EmailJS. */
export interface AnalysisDependencies {
  sleep?: Sleep;
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

async function produceText(
  request: AnalysisRequest,
  onStatus: StatusListener,
  sleep: Sleep,
): Promise<{ text: string; source: AnalysisOutcome['source'] }> {
  const { analysis, input } = request;
  const providers = createProviders(request.providers, request.env, analysis.maxTokens);
  if (providers.length === 0) return { text: offlineAnalyze(input, analysis), source: 'offline' };
  const prompt = renderTemplate(analysis.template, input);
  const { text, provider } = await completeWithRetry({
    providers,
    prompt,
    analysis,
    statusTexts: request.statusTexts,
    onStatus,
    sleep,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  return { text, source: provider };
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
 * One analysis, start to finish: prechecks, the prompt, the providers under the retry policy (or
 * the offline rubric when no provider has a key), parsing, then the email. Throws AnalysisError
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
    const { text, source } = await produceText(request, onStatus, dependencies.sleep ?? realSleep);
    const result = parseAnalysis(text, request.analysis);
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
