import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { statusOf } from '../chain/describeFailure.ts';
import { tokenCap, type AnalysisProvider, type ResolvedProviderSettings } from './AnalysisProvider.ts';
import { withTimeout } from './withTimeout.ts';

/**
 * The chat-completion request for this model: the spec's shape (one user message), with the
 * token limit under the name the model's family takes and only the settings it accepts.
 */
function openaiRequest(settings: ResolvedProviderSettings, prompt: string): ChatCompletionCreateParamsNonStreaming {
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
    async complete({ prompt, signal, onUsage }) {
      const client = await openaiClient(settings);
      return withTimeout(settings.name, settings.timeoutMs, signal, async (bounded) => {
        const completion = await client.chat.completions.create(openaiRequest(settings, prompt), { signal: bounded });
        if (completion.usage)
          onUsage?.({ input: completion.usage.prompt_tokens, output: completion.usage.completion_tokens });
        const text = completion.choices[0]?.message.content ?? '';
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
