import type { AnalysisContent } from '../../content/types.ts';
import { AnalysisError } from '../AnalysisError.ts';
import { fillMessage } from '../fillMessage.ts';
import type { AnalysisProvider, ProviderQuestion, TextListener } from '../providers/AnalysisProvider.ts';
import { statusEvents, type StatusListener, type StatusTexts } from '../run/AnalysisStatus.ts';
import { runProviderChain, type ChainAnswer, type ChainFailure, type ProviderFailure } from './runProviderChain.ts';
import type { Sleep } from './sleep.ts';
import { ConfigurationError } from './ConfigurationError.ts';

export interface RetryContext {
  providers: readonly AnalysisProvider[];
  question: ProviderQuestion;
  analysis: Pick<AnalysisContent, 'retry' | 'messages'>;
  statusTexts: StatusTexts;
  onStatus: StatusListener;
  sleep: Sleep;
  signal?: AbortSignal;
  /** Told the answer's text as it streams in. Only a provider that answers streams text: limits and refusals come first. */
  onText?: TextListener;
}

export const cancelledMessage = 'The analysis was cancelled';

function mentions(failures: readonly ProviderFailure[], words: string): boolean {
  const needle = words.toLowerCase();
  return failures.some((failure) => failure.message.toLowerCase().includes(needle));
}

/** 'Analysis failed: {message}. Please try again.' without a doubled full stop. */
function failedMessage(template: string, message: string): string {
  return fillMessage(template, { message: message.trim().replace(/[.\s]+$/, '') });
}

/** The user-facing error for a chain that ended without retrying (again). */
function finalError(failure: Exclude<ChainFailure, { kind: 'limited' }>, context: RetryContext): AnalysisError {
  if (failure.kind === 'aborted') return new AnalysisError('aborted', cancelledMessage);
  // Already the whole user-facing sentence (model and variable named): no 'Analysis failed' around it.
  if (failure.error instanceof ConfigurationError)
    return new AnalysisError('provider', failure.message, { cause: failure.error });
  return new AnalysisError('provider', failedMessage(context.analysis.messages.failed, failure.message), {
    cause: failure.error,
  });
}

/** The provider a retry of the whole chain starts with. */
const firstProvider = (context: RetryContext) => context.providers[0]?.id ?? 'none';

/** Waits out one back-off, announcing the remaining seconds once a second. */
async function countDown(delayMs: number, attempt: number, attempts: number, context: RetryContext): Promise<void> {
  for (let remaining = delayMs; remaining > 0; remaining -= 1000) {
    context.onStatus(
      statusEvents.busy(context.statusTexts, Math.ceil(remaining / 1000), attempt, attempts, firstProvider(context)),
    );
    await context.sleep(Math.min(1000, remaining), context.signal);
  }
}

/**
 * The provider chain under the analysis's retry policy. With `retry` (founder), exhausted quota
 * re-runs the whole chain with a doubling delay, then gives up as 'unavailable'; plain rate limits
 * fail at once as 'both limited', since waiting seconds rarely clears them. Without `retry`
 * (product), quota means 'unavailable' straight away.
 */
export async function completeWithRetry(context: RetryContext): Promise<ChainAnswer> {
  const { retry, messages } = context.analysis;
  const attempts = retry ? Math.max(1, retry.attempts) : 1;
  let providers = context.providers;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await runProviderChain(providers, context.question, context.signal, context.onText);
    if (outcome.ok) {
      const { ok: _ok, ...answer } = outcome;
      return answer;
    }
    const { failure } = outcome;
    if (failure.kind !== 'limited') throw finalError(failure, context);

    const quota = retry ? mentions(failure.failures, retry.whenMessageIncludes) : mentions(failure.failures, 'quota');
    if (!quota) throw new AnalysisError('limited', messages.bothLimited);
    if (!retry || attempt >= attempts) throw new AnalysisError('unavailable', messages.unavailable);
    // A provider that cannot work as configured would fail the same way again.
    providers = providers.filter((provider) => !failure.misconfigured.includes(provider.id));

    try {
      await countDown(retry.initialDelayMs * 2 ** (attempt - 1), attempt, attempts, context);
    } catch {
      throw new AnalysisError('aborted', cancelledMessage);
    }
    context.onStatus(statusEvents.retrying(context.statusTexts, attempt + 1, attempts, firstProvider(context)));
  }
}
