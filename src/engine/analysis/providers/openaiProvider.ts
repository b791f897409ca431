import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import { StreamCutError } from '../stream/StreamCutError.ts';
import { statusOf } from '../chain/describeFailure.ts';
import type { AnswerSchema } from '../structured/answerSchema.ts';
import {
  tokenCap,
  type AnalysisProvider,
  type ResolvedProviderSettings,
  type TextListener,
  type TokenUsage,
} from './AnalysisProvider.ts';
import { withTimeout } from './withTimeout.ts';

/** OpenAI's structured answer: the analysis's JSON Schema, held to strictly (it is written in strict mode's subset). */
function responseFormat({ name, schema }: AnswerSchema): ChatCompletionCreateParamsNonStreaming['response_format'] {
  return { type: 'json_schema', json_schema: { name, schema, strict: true } };
}

/**
 * The chat-completion request for this model: the spec's shape (one user message), with the
 * token limit under the name the model's family takes, only the settings it accepts, and for a
 * family that can be held to it, the analysis's JSON as the response format.
 */
function openaiRequest(
  settings: ResolvedProviderSettings,
  prompt: string,
  answerSchema: AnswerSchema | undefined,
): ChatCompletionCreateParamsStreaming {
  const { parameters } = settings;
  const limit =
    parameters.tokenLimit === 'max_tokens'
      ? // The spec's wire format for the spec's model; reasoning models refuse it, so their family says otherwise.
        { max_tokens: tokenCap(settings) }
      : { max_completion_tokens: tokenCap(settings) };
  return {
    model: settings.model,
    messages: [{ role: 'user', content: prompt }],
    ...(parameters.temperature !== undefined ? { temperature: parameters.temperature } : {}),
    ...(parameters.reasoningEffort !== undefined ? { reasoning_effort: parameters.reasoningEffort } : {}),
    ...limit,
    ...(parameters.structured && answerSchema ? { response_format: responseFormat(answerSchema) } : {}),
    // Streamed as it is written; the last chunk carries the token counts.
    stream: true,
    stream_options: { include_usage: true },
  };
}

async function openaiClient(settings: ResolvedProviderSettings) {
  const { default: OpenAI } = await import('openai');
  return new OpenAI({
    apiKey: settings.apiKey,
    // Browser-direct mode only (the opt-in); the server's bundle runs in Node.
    dangerouslyAllowBrowser: true,
    // Retries are the provider chain's decision, not the SDK's.
    maxRetries: 0,
    timeout: settings.timeoutMs,
    ...(settings.baseUrl !== undefined ? { baseURL: settings.baseUrl } : {}),
  });
}

interface OpenaiRead {
  text: string;
  refusal: string;
  /** A chunk carried the first choice's finish_reason: the answer is whole. */
  finished: boolean;
  usage?: TokenUsage;
}

/**
 * Reads the chat-completion chunks, telling `onText` each piece of content. A stream that breaks
 * once text has come is a cut answer; before that, the SDK's own error stands.
 */
async function readOpenaiStream(stream: AsyncIterable<ChatCompletionChunk>, onText?: TextListener) {
  const read: OpenaiRead = { text: '', refusal: '', finished: false };
  try {
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      const piece = choice?.delta.content ?? '';
      read.text += piece;
      read.refusal += choice?.delta.refusal ?? '';
      if (piece !== '') onText?.(piece);
      if (choice?.finish_reason) read.finished = true;
      if (chunk.usage) read.usage = { input: chunk.usage.prompt_tokens, output: chunk.usage.completion_tokens };
    }
  } catch (error) {
    if (read.text === '') throw error;
    throw new StreamCutError(undefined, { cause: error });
  }
  return read;
}

/** OpenAI chat completions through the openai SDK (streamed), loaded on first use. */
export function openaiProvider(settings: ResolvedProviderSettings): AnalysisProvider {
  return {
    id: settings.id,
    name: settings.name,
    model: settings.model,
    async complete({ prompt, answerSchema, signal, onUsage, onText }) {
      const client = await openaiClient(settings);
      return withTimeout(settings.name, settings.timeoutMs, signal, async (bounded) => {
        const request = openaiRequest(settings, prompt, answerSchema);
        const stream = await client.chat.completions.create(request, { signal: bounded });
        const read = await readOpenaiStream(stream, onText);
        if (read.usage) onUsage?.(read.usage);
        // Under a response format the model may decline in `refusal` instead of answering.
        if (read.refusal) throw new Error(`OpenAI declined to answer: ${read.refusal}`);
        if (read.text.trim() === '') throw new Error('Empty response from OpenAI API');
        if (!read.finished) throw new StreamCutError();
        return read.text;
      });
    },
    async checkModel(signal) {
      try {
        const client = await openaiClient(settings);
        await client.models.retrieve(settings.model, signal ? { signal } : undefined);
        return { status: 'available' };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { status: 'missing' };
        return { status: 'unknown', detail: status !== undefined ? `status ${status}` : 'not reachable' };
      }
    },
  };
}
