import type { AnalysisProvider, ResolvedProviderSettings } from './AnalysisProvider.ts';
import { withTimeout } from './withTimeout.ts';

/** OpenAI chat completions through the openai SDK, loaded on first use. */
export function openaiProvider(settings: ResolvedProviderSettings): AnalysisProvider {
  return {
    id: settings.id,
    name: settings.name,
    async complete({ prompt, signal }) {
      const { default: OpenAI } = await import('openai');
      return withTimeout(settings.name, settings.timeoutMs, signal, async (bounded) => {
        const client = new OpenAI({
          apiKey: settings.apiKey,
          // The app has no backend; the key is the user's own build-time key.
          dangerouslyAllowBrowser: true,
          // Retries are the provider chain's decision, not the SDK's.
          maxRetries: 0,
          timeout: settings.timeoutMs,
          ...(settings.baseUrl !== undefined ? { baseURL: settings.baseUrl } : {}),
        });
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            messages: [{ role: 'user', content: prompt }],
            ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
            // The spec's wire format names max_tokens, which gpt-3.5-turbo takes (newer models want max_completion_tokens).
            // eslint-disable-next-line @typescript-eslint/no-deprecated -- the spec requires this field on the wire
            max_tokens: settings.maxTokens,
          },
          { signal: bounded },
        );
        const text = completion.choices[0]?.message.content ?? '';
        if (text.trim() === '') throw new Error('Empty response from OpenAI API');
        return text;
      });
    },
  };
}
