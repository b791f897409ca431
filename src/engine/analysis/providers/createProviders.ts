import type { ProviderSettings } from '../../content/types.ts';
import { readEnv } from '../readEnv.ts';
import type { EnvVars } from '../types.ts';
import type { AnalysisProvider, ResolvedProviderSettings } from './AnalysisProvider.ts';
import { geminiProvider } from './geminiProvider.ts';
import { modelParameters } from './modelFamily.ts';
import { openaiProvider } from './openaiProvider.ts';

const factories: Record<ProviderSettings['id'], (settings: ResolvedProviderSettings) => AnalysisProvider> = {
  gemini: geminiProvider,
  openai: openaiProvider,
};

/** By convention VITE_GEMINI_BASE_URL / VITE_OPENAI_BASE_URL: lets e2e runs and proxies redirect a provider. */
export function baseUrlEnvName(id: ProviderSettings['id']): string {
  return `VITE_${id.toUpperCase()}_BASE_URL`;
}

/** Settings merged with env: the key, the model override, what that model accepts and the analysis's token budget. */
export function resolveProviderSettings(
  settings: ProviderSettings,
  env: EnvVars,
  maxTokens: number,
): ResolvedProviderSettings | null {
  const apiKey = readEnv(env, settings.keyEnv);
  if (apiKey === undefined) return null;
  const baseUrl = readEnv(env, baseUrlEnvName(settings.id));
  const model = readEnv(env, settings.modelEnv) ?? settings.model;
  return {
    id: settings.id,
    name: settings.name,
    apiKey,
    model,
    timeoutMs: settings.timeoutMs,
    // The analysis knows how long its answer is (founder 1000, product 1500), so its budget wins.
    maxTokens,
    parameters: modelParameters(model, settings.modelFamilies),
    ...(baseUrl !== undefined ? { baseUrl } : {}),
  };
}

/** The SDK-backed provider for resolved settings. */
export function providerFor(resolved: ResolvedProviderSettings): AnalysisProvider {
  return factories[resolved.id](resolved);
}

/** The providers that have a key, in configured order; an empty list means the offline analyzer runs. */
export function createProviders(
  settings: readonly ProviderSettings[],
  env: EnvVars,
  maxTokens: number,
): AnalysisProvider[] {
  return settings.flatMap((entry) => {
    const resolved = resolveProviderSettings(entry, env, maxTokens);
    return resolved ? [providerFor(resolved)] : [];
  });
}
