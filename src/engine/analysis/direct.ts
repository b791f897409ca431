// Browser-direct mode's door into the engine, kept apart from index.ts so that server- and
// offline-mode builds never contain the provider SDKs: the UI imports this only in a branch the
// build drops unless VITE_ANALYSIS_MODE=direct.
export { directBackend, type DirectBackendOptions } from './backend/directBackend.ts';
export { withNetworkFailures } from './backend/networkFailures.ts';
export { createProviders, resolveProviderSettings, baseUrlEnvName } from './providers/createProviders.ts';
export type { AnalysisProvider, ProviderCall } from './providers/AnalysisProvider.ts';
export { runProviderChain } from './chain/runProviderChain.ts';
export { completeWithRetry } from './chain/completeWithRetry.ts';
export { isLimitFailure } from './chain/describeFailure.ts';
export { sleep, type Sleep } from './chain/sleep.ts';
