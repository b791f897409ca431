import {
  type AnalysisContent,
  AnalysisError,
  ConfigurationError,
  fillMessage,
  ProviderTimeoutError,
  type ServerMessages,
  statusOf,
  StreamCutError,
} from '../../src/engine/index.ts';
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
