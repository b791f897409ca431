import {
  type Content,
  fillMessage,
  type ModelCheck,
  providerFor,
  type ProviderSettings,
  resolveProviderSettings,
} from '../../src/engine/index.ts';
import { providerEnv, serverVariableName } from '../config/providerEnv.ts';

/** What the server learnt about one provider's model when it started; /api/status shows it. */
export type ModelReport = {
  provider: ProviderSettings['id'];
  model: string;
  /** The variable that picks another model, as the operator sets it. */
  variable: string;
} & (ModelCheck | { status: 'not-checked' });

/** The one line an operator reads about a model: whether it is there, and what to change if not. */
export function modelCheckLine(report: ModelReport, settings: ProviderSettings, content: Content): string {
  const slots = { provider: settings.name, model: report.model, variable: report.variable };
  switch (report.status) {
    case 'available':
      return `Model check: ${settings.name} model "${report.model}" is available (${report.variable} picks another).`;
    case 'missing':
      return `Model check: ${fillMessage(content.app.serverMessages.modelNotFound, slots)}`;
    case 'unknown':
      return `Model check: could not ask ${settings.name} about model "${report.model}" (${report.detail}); analyses will try it.`;
    case 'not-checked':
      return `Model check: ${settings.name} has no key; model "${report.model}" not checked.`;
  }
}

/**
 * Asks each provider with a key, once, whether its model exists (OpenAI models.retrieve,
 * Gemini models.get), all at once and within `timeoutMs`. Never throws: a vendor that cannot be
 * asked is reported as 'unknown' and analyses still try it.
 */
export async function checkModels(
  content: Content,
  env: Readonly<Record<string, string | undefined>>,
  timeoutMs: number,
): Promise<ModelReport[]> {
  const { providers } = content.app;
  const vars = providerEnv(env, providers);
  return Promise.all(
    providers.map(async (settings): Promise<ModelReport> => {
      const variable = serverVariableName(settings.modelEnv);
      const resolved = resolveProviderSettings(settings, vars, 1);
      if (!resolved) return { provider: settings.id, model: settings.model, variable, status: 'not-checked' };
      const check = await providerFor(resolved).checkModel(AbortSignal.timeout(timeoutMs));
      return { provider: settings.id, model: resolved.model, variable, ...check };
    }),
  );
}
