import type { AnalysisProvider, ProviderQuestion, TextListener, TokenUsage } from '../providers/AnalysisProvider.ts';
import { ProviderAbortError } from '../providers/withTimeout.ts';
import { failureMessage, isLimitFailure } from './describeFailure.ts';
import { ConfigurationError } from './ConfigurationError.ts';

export interface ProviderFailure {
  provider: string;
  message: string;
}

/** How a chain run ended when no provider produced text. */
export type ChainFailure =
  /** `misconfigured`: providers that failed as configured; a retry of the chain leaves them out. */
  | { kind: 'limited'; failures: ProviderFailure[]; misconfigured: AnalysisProvider['id'][] }
  | { kind: 'failed'; provider: string; message: string; error: unknown }
  | { kind: 'aborted' };

/** A provider's answer: its text, who wrote it with which model, and the tokens it cost. */
export interface ChainAnswer {
  text: string;
  provider: AnalysisProvider['id'];
  model: string;
  usage: TokenUsage;
}

export type ChainOutcome = ({ ok: true } & ChainAnswer) | { ok: false; failure: ChainFailure };

/**
 * Tries providers in order. Only a limit or a configuration error (a missing model, a refused
 * parameter) moves on: any other failure (bad key, timeout, empty answer) would likely repeat and
 * the user should hear about it, not wait for the next vendor. A configuration error that no
 * later provider makes up for is reported as such, never as a limit.
 */
export async function runProviderChain(
  providers: readonly AnalysisProvider[],
  question: ProviderQuestion,
  signal?: AbortSignal,
  onText?: TextListener,
): Promise<ChainOutcome> {
  const failures: ProviderFailure[] = [];
  let misconfigured: ConfigurationError | undefined;
  const misconfiguredIds: AnalysisProvider['id'][] = [];
  for (const provider of providers) {
    try {
      let usage: TokenUsage = {};
      const onUsage = (counted: TokenUsage) => (usage = counted);
      const text = await provider.complete({
        ...question,
        onUsage,
        ...(signal ? { signal } : {}),
        ...(onText ? { onText } : {}),
      });
      return { ok: true, text, provider: provider.id, model: provider.model, usage };
    } catch (error) {
      if (error instanceof ProviderAbortError || signal?.aborted) return { ok: false, failure: { kind: 'aborted' } };
      if (error instanceof ConfigurationError) {
        misconfigured ??= error;
        misconfiguredIds.push(provider.id);
        continue;
      }
      if (!isLimitFailure(error)) {
        return { ok: false, failure: { kind: 'failed', provider: provider.id, message: failureMessage(error), error } };
      }
      failures.push({ provider: provider.id, message: failureMessage(error) });
    }
  }
  if (failures.length === 0 && misconfigured) {
    const { message } = misconfigured;
    return { ok: false, failure: { kind: 'failed', provider: 'model', message, error: misconfigured } };
  }
  return { ok: false, failure: { kind: 'limited', failures, misconfigured: misconfiguredIds } };
}
