import type { AnalysisBackend } from '../../engine/analysis/index.ts';

/**
 * The backend this build was made for (VITE_ANALYSIS_MODE, fixed at build time by
 * tools/vite/analysisModePlugin.ts). The direct branch is the only path to the provider SDKs;
 * other builds drop it, so their bundles hold no vendor code at all. The providers and the
 * server's messages load with it, not with the flow's screens.
 */
export async function analysisBackend(): Promise<AnalysisBackend> {
  const { default: app } = await import('virtual:content/on-demand');
  if (import.meta.env.VITE_ANALYSIS_MODE === 'direct') {
    const { directBackend, withNetworkFailures } = await import('../../engine/analysis/direct.ts');
    return withNetworkFailures(
      directBackend({
        providers: app.providers,
        env: import.meta.env,
        setup: { messages: app.serverMessages, variableName: (name) => name },
      }),
    );
  }
  const engine = await import('../../engine/analysis/index.ts');
  if (import.meta.env.VITE_ANALYSIS_MODE === 'offline') return engine.offlineBackend;
  return engine.serverBackend({ messages: app.serverMessages });
}
