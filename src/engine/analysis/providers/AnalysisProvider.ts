import type { ProviderSettings } from '../../content/types.ts';
import type { AnswerSchema } from '../structured/answerSchema.ts';
import type { ModelParameters } from './modelFamily.ts';

/** The tokens a call used, as the vendor counted them; either may be missing from its answer. */
export interface TokenUsage {
  input?: number;
  output?: number;
}

/** What the model is asked: the prompt, and the JSON its answer should be where the model can be held to one. */
export interface ProviderQuestion {
  prompt: string;
  /**
   * Sent as the vendor's structured-answer setting when the model's family says `structured`;
   * otherwise the prompt's own headings are the format. Either answer is parsed by parseAnalysis.
   */
  answerSchema?: AnswerSchema;
}

/** Told each piece of the model's text as it streams in, in order. */
export type TextListener = (delta: string) => void;

export interface ProviderCall extends ProviderQuestion {
  /** Told the vendor's token counts once it has answered. */
  onUsage?: (usage: TokenUsage) => void;
  /** Aborts when the caller cancels; the provider adds its own timeout on top. */
  signal?: AbortSignal;
  /** Told the text as it arrives; the whole text is still the call's answer. */
  onText?: TextListener;
}

/** Whether the configured model answers to this key, as the vendor says when asked at start. */
export type ModelCheck =
  | { status: 'available' }
  /** The vendor says there is no such model (any more). */
  | { status: 'missing' }
  /** The vendor could not be asked or gave another answer (a bad key, a network failure): `detail` says which. */
  | { status: 'unknown'; detail: string };

/**
 * One AI vendor behind the common shape: prompt text in, response text out, streamed as it comes
 * (the SDKs' streaming calls). A stream that ends before the vendor's finish marker throws StreamCutError.
 */
export interface AnalysisProvider {
  id: ProviderSettings['id'];
  name: string;
  /** The model this provider calls. */
  model: string;
  complete: (call: ProviderCall) => Promise<string>;
  /** Asks the vendor whether the model exists; never throws. */
  checkModel: (signal?: AbortSignal) => Promise<ModelCheck>;
}

/** Everything a provider needs once settings and env are resolved. */
export interface ResolvedProviderSettings {
  id: ProviderSettings['id'];
  name: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** The analysis's own answer budget (founder 1000, product 1500), before any thinking allowance. */
  maxTokens: number;
  /** What this model accepts, from its family in content. */
  parameters: ModelParameters;
  /** Override for tests and proxies; the SDK's real endpoint when absent. */
  baseUrl?: string;
}

/** The token cap a request carries: the analysis's budget plus the family's allowance for thinking. */
export function tokenCap(settings: ResolvedProviderSettings): number {
  return settings.maxTokens + settings.parameters.reasoningTokens;
}
