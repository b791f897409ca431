import type { EnvVars } from './types.ts';

/** A non-blank string variable, or undefined; Vite's env also carries booleans like DEV. */
export function readEnv(env: EnvVars, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
