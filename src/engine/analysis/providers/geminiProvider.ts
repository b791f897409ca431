import type { AnalysisProvider, ResolvedProviderSettings } from './AnalysisProvider.ts';
import { withTimeout } from './withTimeout.ts';

/** Gemini through @google/generative-ai, loaded on first use so it stays out of the main bundle. */
export function geminiProvider(settings: ResolvedProviderSettings): AnalysisProvider {
  return {
    id: settings.id,
    name: settings.name,
    async complete({ prompt, signal }) {
      const { GoogleGenerativeAI } = await import('@google/generative-ai');
      return withTimeout(settings.name, settings.timeoutMs, signal, async (bounded) => {
        const model = new GoogleGenerativeAI(settings.apiKey).getGenerativeModel(
          {
            model: settings.model,
            generationConfig: {
              maxOutputTokens: settings.maxTokens,
              ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
            },
          },
          // The SDK's own `timeout` leaves its timer running after success; our signal is cleared instead.
          settings.baseUrl !== undefined ? { baseUrl: settings.baseUrl } : undefined,
        );
        const result = await model.generateContent(prompt, { signal: bounded });
        // The SDK types say `response` always exists; a proxy returning `null` proves otherwise.
        const response: typeof result.response | undefined = result.response ?? undefined;
        if (response === undefined) throw new Error('No response received from Gemini API');
        const text = response.text();
        if (text.trim() === '') throw new Error('Empty response from Gemini API');
        return text;
      });
    },
  };
}
