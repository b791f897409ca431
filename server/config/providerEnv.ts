import type { ProviderSettings } from '../../src/engine/content/types.ts';
import { baseUrlEnvName } from '../../src/engine/analysis/providers/createProviders.ts';
import type { EnvVars } from '../../src/engine/analysis/types.ts';

/**
 * Content names the browser build's variables (VITE_GEMINI_API_KEY); the server reads the same
 * names without the VITE_ prefix (GEMINI_API_KEY), which Vite never puts into a bundle.
 */
export function serverVariableName(contentName: string): string {
  return contentName.replace(/^VITE_/, '');
}

/** The providers' variables from the server's environment, under the names the engine looks up. */
export function providerEnv(
  env: Readonly<Record<string, string | undefined>>,
  providers: readonly ProviderSettings[],
): EnvVars {
  const names = providers.flatMap((provider) => [provider.keyEnv, provider.modelEnv, baseUrlEnvName(provider.id)]);
  return Object.fromEntries(names.map((name) => [name, env[serverVariableName(name)]]));
}

/** Every variable the server reads for the providers, for the README and the startup banner. */
export function providerVariableNames(providers: readonly ProviderSettings[]): string[] {
  return providers.flatMap((provider) =>
    [provider.keyEnv, provider.modelEnv, baseUrlEnvName(provider.id)].map(serverVariableName),
  );
}
