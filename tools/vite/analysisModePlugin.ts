import { loadEnv, type Plugin } from 'vite';
import {
  analysisModeEnv,
  analysisModes,
  isAnalysisMode,
  type AnalysisMode,
} from '../../src/engine/analysis/backend/analysisMode.ts';

/** VITE_* variables that look like provider keys: anything in them ends up in the browser bundle. */
export function browserKeyNames(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.keys(env).filter((name) => /^VITE_\w*_API_KEY$/.test(name) && (env[name] ?? '').trim() !== '');
}

/**
 * The analysis mode of a build: server (default), direct or offline. Refuses a build that would
 * ship provider keys (VITE_*_API_KEY) in any mode but direct, and says loudly that direct does.
 */
export function resolveAnalysisMode(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void,
): AnalysisMode {
  const raw = env[analysisModeEnv]?.trim() || 'server';
  if (!isAnalysisMode(raw)) throw new Error(`${analysisModeEnv}=${raw} is not one of ${analysisModes.join(', ')}`);
  const keys = browserKeyNames(env);
  if (keys.length > 0 && raw !== 'direct') {
    throw new Error(
      `${keys.join(', ')} would be built into the browser bundle, where anyone can copy them. ` +
        `Give the server its keys without the VITE_ prefix (e.g. GEMINI_API_KEY), or set ${analysisModeEnv}=direct ` +
        'to ship them to browsers on purpose (static hosting only).',
    );
  }
  if (raw === 'direct') {
    const shipped = keys.length > 0 ? keys.join(', ') : 'no provider key';
    warn(
      `\n!!! ${analysisModeEnv}=direct: the browser calls the AI providers itself and this bundle contains ${shipped}. ` +
        'Anyone who opens the site can copy them. Use keys restricted to this site, or the default server mode. !!!\n',
    );
  }
  return raw;
}

/** Fixes import.meta.env.VITE_ANALYSIS_MODE at build time, so the bundle holds only its mode's code. */
export function analysisModePlugin(): Plugin {
  return {
    name: 'advisory-analysis-mode',
    config(config, { mode }) {
      const env = { ...loadEnv(mode, config.root ?? process.cwd(), 'VITE_'), ...pickVite(process.env) };
      const analysisMode = resolveAnalysisMode(env, (message) => console.warn(message));
      return { define: { [`import.meta.env.${analysisModeEnv}`]: JSON.stringify(analysisMode) } };
    },
  };
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
