import { AnalysisError } from '../../src/engine/analysis/AnalysisError.ts';
import { statusOf } from '../../src/engine/analysis/chain/describeFailure.ts';
import { ConfigurationError } from '../../src/engine/analysis/chain/ConfigurationError.ts';
import { fillMessage } from '../../src/engine/analysis/fillMessage.ts';
import { ProviderTimeoutError } from '../../src/engine/analysis/providers/withTimeout.ts';
import { StreamCutError } from '../../src/engine/analysis/stream/StreamCutError.ts';
import type { AnalysisContent, ServerMessages } from '../../src/engine/content/types.ts';
import { isAnswerTooLarge } from './analysisOutcome.ts';

/** Failures whose text the engine wrote itself (the spec's empty-response messages among them). */
function isOwnWording(cause: unknown): boolean {
  if (cause instanceof ProviderTimeoutError || cause instanceof ConfigurationError || cause instanceof StreamCutError)
    return true;
  return cause instanceof Error && cause.constructor === Error && /^(Empty|No) response/.test(cause.message);
}

/**
 * The message an error event carries. Content's own messages pass through; a provider's error
 * text (which may quote the vendor's raw body or address) is replaced by its status alone.
 */
export function safeErrorMessage(
  error: unknown,
  analysis: AnalysisContent,
  messages: ServerMessages,
  answerBytes: number,
): string {
  if (error instanceof AnalysisError && (error.code !== 'provider' || isOwnWording(error.cause))) return error.message;
  const cause = error instanceof AnalysisError ? error.cause : error;
  const status = statusOf(cause);
  const detail = isAnswerTooLarge(error)
    ? fillMessage(messages.vendorTooLarge, { kilobytes: Math.round(answerBytes / 1024) })
    : status !== undefined
      ? fillMessage(messages.vendorStatus, { status })
      : messages.vendorUnreachable;
  return fillMessage(analysis.messages.failed, { message: detail.replace(/[.\s]+$/, '') });
}
