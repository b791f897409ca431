import type { ProviderSettings, ServerMessages } from '../../content/types.ts';
import { ConfigurationError } from '../chain/ConfigurationError.ts';
import { isModelMissing, unsupportedParameter } from '../chain/describeFailure.ts';
import { fillMessage } from '../fillMessage.ts';
import type { AnalysisProvider } from '../providers/AnalysisProvider.ts';
import { StreamCutError } from '../stream/StreamCutError.ts';

/** How a provider that cannot work as configured, or whose answer was cut off, is reported, in the content's words. */
export interface SetupWording {
  /** modelNotFound and unsupportedParameter, with {provider}, {model}, {variable} and {parameter} slots; streamCut. */
  messages: Pick<ServerMessages, 'modelNotFound' | 'unsupportedParameter' | 'streamCut'>;
  /** The variable as the operator sets it (the server drops the VITE_ prefix). */
  variableName: (contentName: string) => string;
}

/** The error a vendor's refusal means for the operator, or the error itself when it is something else. */
function setupError(error: unknown, settings: ProviderSettings, model: string, wording: SetupWording): unknown {
  if (error instanceof StreamCutError) return new StreamCutError(wording.messages.streamCut, { cause: error.cause });
  const slots = { provider: settings.name, model, variable: wording.variableName(settings.modelEnv) };
  if (isModelMissing(error))
    return new ConfigurationError(fillMessage(wording.messages.modelNotFound, slots), { cause: error });
  const parameter = unsupportedParameter(error);
  if (parameter === undefined) return error;
  return new ConfigurationError(fillMessage(wording.messages.unsupportedParameter, { ...slots, parameter }), {
    cause: error,
  });
}

/**
 * `provider` with a missing model or a refused parameter reported as a ConfigurationError naming
 * what to change, and a cut-off answer in the content's words.
 */
export function reportingSetupErrors(
  provider: AnalysisProvider,
  settings: ProviderSettings,
  wording: SetupWording,
): AnalysisProvider {
  return {
    ...provider,
    async complete(call) {
      try {
        return await provider.complete(call);
      } catch (error) {
        throw setupError(error, settings, provider.model, wording);
      }
    },
  };
}
