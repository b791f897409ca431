import type { ProviderSettings } from '../../content/types.ts';
import { renderTemplate } from '../../template/renderTemplate.ts';
import { completeWithRetry } from '../chain/completeWithRetry.ts';
import { isModelMissing } from '../chain/describeFailure.ts';
import { ModelMissingError } from '../chain/ModelMissingError.ts';
import { sleep as realSleep, type Sleep } from '../chain/sleep.ts';
import { fillMessage } from '../fillMessage.ts';
import { offlineAnalyze } from '../offline/offlineAnalyze.ts';
import type { AnalysisProvider } from '../providers/AnalysisProvider.ts';
import { providerFor, resolveProviderSettings } from '../providers/createProviders.ts';
import type { EnvVars } from '../types.ts';
import type { AnalysisBackend } from './AnalysisBackend.ts';

/** How a missing model is reported: the content's message and the variable's name where it runs. */
export interface ModelMissingWording {
  /** e.g. 'The {provider} model "{model}" does not exist. Set {variable} to a current model.' */
  message: string;
  /** The variable as the operator sets it (the server drops the VITE_ prefix). */
  variableName(contentName: string): string;
}

export interface DirectBackendOptions {
  /** The app's provider list, in the order to try. */
  providers: readonly ProviderSettings[];
  /** Where keys, model overrides and base URLs are read, under the names the content declares. */
  env: EnvVars;
  sleep?: Sleep;
  modelMissing?: ModelMissingWording;
}

function reportingMissingModel(
  provider: AnalysisProvider,
  settings: ProviderSettings,
  model: string,
  wording: ModelMissingWording,
): AnalysisProvider {
  return {
    ...provider,
    async complete(call) {
      try {
        return await provider.complete(call);
      } catch (error) {
        if (!isModelMissing(error)) throw error;
        const variable = wording.variableName(settings.modelEnv);
        throw new ModelMissingError(fillMessage(wording.message, { provider: settings.name, model, variable }), {
          cause: error,
        });
      }
    },
  };
}

function readyProviders(options: DirectBackendOptions, maxTokens: number): AnalysisProvider[] {
  return options.providers.flatMap((settings) => {
    const resolved = resolveProviderSettings(settings, options.env, maxTokens);
    if (!resolved) return [];
    const provider = providerFor(resolved);
    return [
      options.modelMissing ? reportingMissingModel(provider, settings, resolved.model, options.modelMissing) : provider,
    ];
  });
}

/**
 * The spec's provider chain in this process: the prompt built from the analysis's template, Gemini
 * then OpenAI under the retry policy, or the offline rubric when no provider has a key.
 */
export function directBackend(options: DirectBackendOptions): AnalysisBackend {
  const sleep = options.sleep ?? realSleep;
  return {
    async produce({ analysis, input, statusTexts }, onStatus, signal) {
      const ready = readyProviders(options, analysis.maxTokens);
      if (ready.length === 0) return { text: offlineAnalyze(input, analysis), source: 'offline' };
      const { text, provider } = await completeWithRetry({
        providers: ready,
        prompt: renderTemplate(analysis.template, input),
        analysis,
        statusTexts,
        onStatus,
        sleep,
        ...(signal ? { signal } : {}),
      });
      return { text, source: provider };
    },
  };
}
