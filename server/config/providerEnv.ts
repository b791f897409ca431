import { baseUrlEnvName, type EnvVars, type ProviderSettings } from '../../src/engine/index.ts';

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
