import { existsSync } from 'node:fs';

/** Reads .env in the working directory (the project), if there is one; variables already set win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
