/**
 * The engine's public module for Node code outside it: the server imports the engine from here
 * only (.dependency-cruiser.cjs holds that), so what the server relies on is one list.
 */
export { AnalysisError } from './analysis/AnalysisError.ts';
export type { AnalysisBackend } from './analysis/backend/AnalysisBackend.ts';
export { directBackend } from './analysis/backend/directBackend.ts';
export {
  analysisPath,
  sseEvents,
  statusPath,
  toWireStatus,
  type WireError,
  type WireResult,
  type WireText,
} from './analysis/backend/wire.ts';
export { ConfigurationError } from './analysis/chain/ConfigurationError.ts';
export { statusOf } from './analysis/chain/describeFailure.ts';
export type { Sleep } from './analysis/chain/sleep.ts';
export { fillMessage } from './analysis/fillMessage.ts';
export { parseAnalysis } from './analysis/parse/parseAnalysis.ts';
export { findPrecheckFailure } from './analysis/precheck/runPrechecks.ts';
export type { ModelCheck } from './analysis/providers/AnalysisProvider.ts';
export {
  baseUrlEnvName,
  createProviders,
  providerFor,
  resolveProviderSettings,
} from './analysis/providers/createProviders.ts';
export { ProviderTimeoutError } from './analysis/providers/withTimeout.ts';
export { StreamCutError } from './analysis/stream/StreamCutError.ts';
export type { EnvVars } from './analysis/types.ts';
export { answerReadings, answerText, storedText } from './catalogue/answerReadings.ts';
export { flowCatalogue, type ScreenQuestion } from './catalogue/flowCatalogue.ts';
export type { Question } from './catalogue/question.ts';
export { readPath } from './template/readPath.ts';
export type {
  AnalysisContent,
  Answer,
  Answers,
  Content,
  FlowContent,
  FormContent,
  FormScreen,
  Language,
  ProviderSettings,
  QuestionnaireScreen,
  SaveForLaterContent,
  Screen,
  ServerMessages,
} from './content/types.ts';
export { collectedStores } from './flow/collect.ts';
export { type CompletionReply, completionsPath } from './flow/completionWire.ts';
export { guardFieldCheck, type GuardFieldCheck } from './flow/guardFieldCheck.ts';
export { evaluateGuards } from './flow/guards.ts';
export { pathOutcome } from './flow/routePath.ts';
export { isAnsweredScreen, screenAnalysis } from './flow/screenKinds.ts';
export { declaredSchemas } from './forms/declaredProperties.ts';
export { fieldAt } from './forms/fieldAt.ts';
export { isRecord } from './forms/isRecord.ts';
export { errorMessage } from './forms/messages/errorMessage.ts';
export type { FormMessages } from './forms/messages/formRules.ts';
export {
  analysisErrorKinds,
  analysisOutcomes,
  type EventBatch,
  eventsPath,
  type FlowEvent,
  maxEventAgeMs,
  maxEventsPerBatch,
} from './insights/events.ts';
export { finishesFlow, flowSteps } from './insights/flowSteps.ts';
export { languageCookie, languagePrefix, localizedPath, splitLanguagePath } from './language/languagePaths.ts';
export { type AnswerProblem, askedAnswersProblems } from './logic/askedAnswers.ts';
export { shownFormAnswers } from './forms/shownFormAnswers.ts';
export { checkParams, withParams } from './params/urlParams.ts';
export {
  type SaveGetReply,
  saveIdPattern,
  type SavePutReply,
  type SaveReference,
  savesPath,
  saveTokenPattern,
} from './saveForLater/savesWire.ts';
export { modelFor } from './steps/registry.ts';
export type { SlotValidator } from './store/slotValidator.ts';
export { slotValidators } from './store/slotValidators.ts';
export { compileAtRunTime, formValidatorAtRunTime } from './validation/compileAtRunTime.ts';
export { fieldMaxLength, textStepMaxLength } from './values/answerMaxLength.ts';
export { visibleControls } from './values/visibleControls.ts';
