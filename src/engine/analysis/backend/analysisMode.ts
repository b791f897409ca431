/**
 * Where the analysis runs, chosen at build time by VITE_ANALYSIS_MODE:
 * - server (default): on the app's own server, which holds the provider keys;
 * - direct: the spec's browser calls to the providers, with keys built into the bundle (static hosting);
 * - offline: the built-in offline analyzer only.
 */
export const analysisModes = ['server', 'direct', 'offline'] as const;
export type AnalysisMode = (typeof analysisModes)[number];

export const analysisModeEnv = 'VITE_ANALYSIS_MODE';

export function isAnalysisMode(value: unknown): value is AnalysisMode {
  return typeof value === 'string' && (analysisModes as readonly string[]).includes(value);
}
