// The analysis engine's public surface; the UI imports from here only.
export { AnalysisError, type AnalysisErrorCode } from './AnalysisError.ts';
export type { AnalysisInput, AnalysisResult, EnvVars, ParseSpec } from './types.ts';
export { parseAnalysis } from './parse/parseAnalysis.ts';
export { readPartialAnswer } from './stream/readPartialAnswer.ts';
export type { TextListener } from './providers/AnalysisProvider.ts';
export { isValidAnalysis } from './parse/checkValidity.ts';
export { runPrechecks, findPrecheckFailure } from './precheck/runPrechecks.ts';
export { offlineAnalyze } from './offline/offlineAnalyze.ts';
export { buildEmailParams } from './email/buildEmailParams.ts';
export { deliverAnalysisEmail, type EmailDelivery } from './email/deliverAnalysisEmail.ts';
export type { EmailSender, EmailMessage } from './email/EmailSender.ts';
export { fillMessage } from './fillMessage.ts';
export type { AnalysisStatus, StatusListener, StatusTexts } from './run/AnalysisStatus.ts';
export {
  runAnalysis,
  type AnalysisRequest,
  type AnalysisDependencies,
  type AnalysisOutcome,
  type EmailOutcome,
} from './run/runAnalysis.ts';
export { createAnalysisRunner, type AnalysisRunner } from './run/createAnalysisRunner.ts';
export type { AnalysisBackend, BackendRequest, BackendText } from './backend/AnalysisBackend.ts';
export { serverBackend } from './backend/serverBackend.ts';
export { offlineBackend } from './backend/offlineBackend.ts';
export { analysisModes, analysisModeEnv, isAnalysisMode, type AnalysisMode } from './backend/analysisMode.ts';
