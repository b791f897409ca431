import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { statusOf } from '../chain/describeFailure.ts';
import type { AnswerSchema } from '../structured/answerSchema.ts';
import { tokenCap, type AnalysisProvider, type ResolvedProviderSettings } from './AnalysisProvider.ts';
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
): ChatCompletionCreateParamsNonStreaming {
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

/** OpenAI chat completions through the openai SDK, loaded on first use. */
export function openaiProvider(settings: ResolvedProviderSettings): AnalysisProvider {
  return {
    id: settings.id,
    name: settings.name,
    model: settings.model,
    async complete({ prompt, answerSchema, signal, onUsage }) {
      const client = await openaiClient(settings);
      return withTimeout(settings.name, settings.timeoutMs, signal, async (bounded) => {
        const request = openaiRequest(settings, prompt, answerSchema);
        const completion = await client.chat.completions.create(request, { signal: bounded });
        if (completion.usage)
          onUsage?.({ input: completion.usage.prompt_tokens, output: completion.usage.completion_tokens });
        const message = completion.choices[0]?.message;
        // Under a response format the model may decline in `refusal` instead of answering.
        if (message?.refusal) throw new Error(`OpenAI declined to answer: ${message.refusal}`);
        const text = message?.content ?? '';
        if (text.trim() === '') throw new Error('Empty response from OpenAI API');
        return text;
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
