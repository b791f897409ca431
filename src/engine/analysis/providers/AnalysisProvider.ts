import type { ProviderSettings } from '../../content/types.ts';

export interface ProviderCall {
  prompt: string;
  /** Aborts when the caller cancels; the provider adds its own timeout on top. */
  signal?: AbortSignal;
}

/** One AI vendor behind the common shape: prompt text in, response text out. */
export interface AnalysisProvider {
  id: ProviderSettings['id'];
  name: string;
  complete: (call: ProviderCall) => Promise<string>;
}

/** Everything a provider needs once settings and env are resolved. */
export interface ResolvedProviderSettings {
  id: ProviderSettings['id'];
  name: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  temperature?: number;
  maxTokens: number;
  /** Override for tests and proxies; the SDK's real endpoint when absent. */
  baseUrl?: string;
}
