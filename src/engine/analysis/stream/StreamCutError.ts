/**
 * A provider's streamed answer stopped before the vendor said it was complete: the connection
 * broke mid-way, or the stream ended without its finish marker (Gemini's finishReason, OpenAI's
 * finish_reason). The text so far is not the model's answer, so it is never parsed as one.
 * `message` is content's serverMessages.streamCut once a provider's wording is applied.
 */
export class StreamCutError extends Error {
  constructor(message = 'the answer stopped before it was complete', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StreamCutError';
  }
}
