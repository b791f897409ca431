import type { ProviderSettings } from '../../content/types.ts';
import { templateScope } from '../../logic/flowValues.ts';
import { renderTemplate } from '../../template/renderTemplate.ts';
import { templateFilters } from '../../template/filters/index.ts';
import { questionTitles } from '../../catalogue/questionTitles.ts';
import { completeWithRetry } from '../chain/completeWithRetry.ts';
import { sleep as realSleep, type Sleep } from '../chain/sleep.ts';
import { offlineAnalyze } from '../offline/offlineAnalyze.ts';
import type { AnalysisProvider } from '../providers/AnalysisProvider.ts';
import { providerFor, resolveProviderSettings } from '../providers/createProviders.ts';
import { answerSchema } from '../structured/answerSchema.ts';
import type { EnvVars } from '../types.ts';
import type { AnalysisBackend } from './AnalysisBackend.ts';
import { reportingSetupErrors, type SetupWording } from './providerSetup.ts';

export interface DirectBackendOptions {
  /** The app's provider list, in the order to try. */
  providers: readonly ProviderSettings[];
  /** Where keys, model overrides and base URLs are read, under the names the content declares. */
  env: EnvVars;
  sleep?: Sleep;
  /** How a missing model or a refused parameter is worded; the vendor's own error without it. */
  setup?: SetupWording;
}

function readyProviders(options: DirectBackendOptions, maxTokens: number): AnalysisProvider[] {
  return options.providers.flatMap((settings) => {
    const resolved = resolveProviderSettings(settings, options.env, maxTokens);
    if (!resolved) return [];
    const provider = providerFor(resolved);
    return [options.setup ? reportingSetupErrors(provider, settings, options.setup) : provider];
  });
}

/**
 * The spec's provider chain in this process: the prompt built from the analysis's template (with
 * the JSON its sections make, for models that can be held to it), Gemini then OpenAI under the
 * retry policy, or the offline rubric when no provider has a key.
 */
export function directBackend(options: DirectBackendOptions): AnalysisBackend {
  const sleep = options.sleep ?? realSleep;
  return {
    async produce({ flow, analysis, input, statusTexts, offlineNotes }, onStatus, signal, onText) {
      const ready = readyProviders(options, analysis.maxTokens);
      if (ready.length === 0)
        return { text: offlineAnalyze(input, analysis, { flow, notes: offlineNotes }), source: 'offline' };
      const { text, provider, model, usage } = await completeWithRetry({
        providers: ready,
        question: {
          prompt: renderTemplate(analysis.template, templateScope(flow, input), templateFilters, questionTitles(flow)),
          answerSchema: answerSchema(analysis),
        },
        analysis,
        statusTexts,
        onStatus,
        sleep,
        ...(signal ? { signal } : {}),
        ...(onText ? { onText } : {}),
      });
      return { text, source: provider, model, usage };
    },
  };
}
