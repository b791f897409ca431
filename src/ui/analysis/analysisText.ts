import type { AnalysisApp, ScreenApp } from '../../engine/content/types.ts';

/**
 * One of the analysis texts of a flow that runs an analysis: only such a flow's module carries
 * them (tools/vite/splitContent.ts), and only such a flow's screens ask. Missing, the build is stale.
 */
export function analysisText<K extends keyof AnalysisApp>(app: ScreenApp, key: K): AnalysisApp[K] {
  const carried: Partial<AnalysisApp> = app;
  const texts = carried[key];
  if (!texts) throw new Error(`This flow runs no analysis: its content carries no ${key} (rebuild the app)`);
  return texts;
}
