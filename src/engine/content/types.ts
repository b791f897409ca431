/**
 * The content model: what flows/, schemas/forms/ and prompts/ hold once loaded and checked.
 * The JSON Schemas in schemas/content/ describe the same shapes for editors; the content
 * checker guarantees that anything typed as `Content` here has passed both.
 */

import type { FormMessages } from '../forms/messages/formRules.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A link or button target: an in-app route or an external address. */
export interface Action {
  label: string;
  /** In-app route, e.g. /consulting. */
  to?: string;
  /** External address, opened in a new tab. */
  href?: string;
  /** What the action does to the current flow before navigating. */
  effect?: 'reset' | 'clear';
  variant?: 'primary' | 'secondary';
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  /** Position on the home page; lower comes first. */
  order: number;
  /** Shown as 'Coming Soon' and not clickable. */
  comingSoon?: boolean;
}

export interface AppContent {
  kind: 'app';
  brand: string;
  home: {
    route: string;
    heading: string;
    intro?: string;
    /** Cards that belong to no flow (such as the coming-soon ones). */
    cards: ServiceCard[];
    comingSoonLabel: string;
    links: Action[];
  };
  errorScreen: { heading: string; homeLabel: string };
  messages: {
    answerRequired: string;
    responseRecorded: string;
  };
  /** Default form validation wording, one per rule (see engine/forms/messages/formRules.ts). */
  formMessages: FormMessages;
  /** Milliseconds between a recorded answer and the next step. */
  transitionMs: number;
  providers: ProviderSettings[];
  analysisStatus: {
    analyzing: string;
    retrying: string;
    busy: string;
    emailing: string;
  };
  analysisErrorScreen: {
    heading: string;
    note: string;
    retryLabel: string;
    supportAction: Action;
  };
  scoreColours: ScoreBand[];
  /** Characters a text answer may hold unless its step or field declares maxLength. */
  answerMaxLength: number;
  serverMessages: ServerMessages;
}

/** The app server's refusals and failures, in the user's words; slots in braces are filled in. */
export interface ServerMessages {
  invalidRequest: string;
  answerTooLong: string;
  tooLarge: string;
  forbidden: string;
  rateLimited: string;
  dailyLimited: string;
  inProgress: string;
  atCapacity: string;
  chainTimeout: string;
  interrupted: string;
  unreachable: string;
  modelNotFound: string;
  vendorStatus: string;
  vendorUnreachable: string;
}

export interface ScoreBand {
  /** The lowest score that takes this colour. */
  min: number;
  colour: 'green' | 'yellow' | 'red';
}

export interface ProviderSettings {
  id: 'gemini' | 'openai';
  /** Name used in combined messages, e.g. 'Gemini'. */
  name: string;
  model: string;
  /** Environment variable that overrides the model. */
  modelEnv: string;
  /** Environment variable holding the key; a provider without a key is skipped. */
  keyEnv: string;
  timeoutMs: number;
  temperature?: number;
  maxTokens?: number;
}

export interface PageBlock {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  actions?: Action[];
}

export interface PageContent {
  kind: 'page';
  id: string;
  route: string;
  title: string;
  subtitle?: string;
  blocks: PageBlock[];
  actions?: Action[];
}

export interface Guard {
  /** Store key whose presence the screen depends on. */
  store: string;
  /** Fields that must be non-blank in the stored value. */
  requires?: string[];
  redirect: string;
  /** Message when nothing is stored. */
  missing: string;
  /** Message when the stored value lacks a required field. */
  invalid: string;
}

interface ScreenBase {
  id: string;
  route: string;
  title?: string;
  /** e.g. 'Section 1 of 3'. */
  eyebrow?: string;
  description?: string;
  guards?: Guard[];
}

export interface FormScreen extends ScreenBase {
  type: 'form';
  /** File name (without .json) in schemas/forms/. */
  form: string;
  store: string;
  submitLabel: string;
  next?: string;
  back?: Action;
  /** A sentence that previews the answers as the user types. */
  preview?: { label: string; template: string };
  analysis?: AnalysisLink;
}

export interface QuestionnaireScreen extends ScreenBase {
  type: 'questionnaire';
  store: string;
  steps: Step[];
  labels: { back: string; next: string; finish: string };
  next?: string;
  analysis?: AnalysisLink;
}

export interface ResultsScreen extends ScreenBase {
  type: 'results';
  /** A fixed result, rendered by the same view as an analysis result. */
  result: FixedResult;
  guards?: Guard[];
}

export type Screen = FormScreen | QuestionnaireScreen | ResultsScreen;

/** How a screen hands its answers to an analysis, and what closing the result does. */
export interface AnalysisLink {
  /** File name (without extension) in prompts/. */
  prompt: string;
  /** Store keys cleared when the result is closed. */
  clearOnClose: string[];
  /** Route after closing; defaults to staying on the screen. */
  closeTo?: string;
}

export interface FlowContent {
  kind: 'flow';
  id: string;
  card?: ServiceCard;
  /** The route the home card opens. */
  start: string;
  screens: Screen[];
}

// Steps ---------------------------------------------------------------------

interface StepBase {
  id: string;
  title: string;
  description?: string;
  /** Overrides the app's answerRequired message for this step. */
  requiredMessage?: string;
}

export interface TextStep extends StepBase {
  type: 'text';
  placeholder?: string;
  minLength?: number;
  minLengthMessage?: string;
  /** Longest answer in characters; the app's answerMaxLength when absent. */
  maxLength?: number;
}

export interface RangeStep extends StepBase {
  type: 'range';
  min: number;
  max: number;
  step?: number;
  default: { min: number; max: number };
  format: 'currency' | 'multiple';
  /** Bar heights for the histogram; generated from the step id when absent. */
  histogram?: number[];
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface RadioStep extends StepBase {
  type: 'radio';
  options: ChoiceOption[];
}

export interface CheckboxStep extends StepBase {
  type: 'checkbox';
  options: ChoiceOption[];
  minSelected?: number;
}

export type Step = TextStep | RangeStep | RadioStep | CheckboxStep;
export type StepType = Step['type'];

export interface RangeAnswer {
  min: number;
  max: number;
}
export type Answer = string | string[] | RangeAnswer;
export type Answers = Record<string, Answer>;

export interface QuestionnaireState {
  step: number;
  answers: Answers;
}

// Forms ---------------------------------------------------------------------

export interface FormContent {
  kind: 'form';
  id: string;
  schema: JsonObject;
  uiSchema?: JsonObject;
}

// Analysis ------------------------------------------------------------------

export type SectionSpec =
  | { key: string; field: string; kind: 'text'; filler?: string }
  | { key: string; field: string; kind: 'list'; min: number; max: number; filler: string[] }
  | { key: string; field: string; kind: 'score'; min: number; max: number; fallback: number };

export interface PrecheckRule {
  /** Dotted paths into the analysis input; each must be non-blank. */
  require: string[];
  /** May contain {missing}: the comma-separated names that failed. */
  message: string;
  /** How {missing} names a path: its last segment (default) or the whole path. */
  name?: 'last' | 'path';
}

export interface ResultView {
  title: string;
  scoreField: string;
  scoreLabel: string;
  summaryField: string;
  lists: { field: string; heading: string }[];
  subScores?: { field: string; label: string }[];
  actions: Action[];
}

export interface RubricCriterion {
  /** Dotted path into the analysis input. */
  field: string;
  label: string;
  /** Words needed for full marks. */
  minWords: number;
  /** Reward for concrete numbers (prices, counts, percentages). */
  wantsNumbers?: boolean;
  /** An answer only some visitors give: when missing, left out of the offline rating rather than rated 0. */
  optional?: boolean;
  /** Words whose presence shows specificity, e.g. named customer types. */
  keywords?: string[];
  strength: string;
  weakness: string;
  recommendation: string;
  /**
   * Field of the score section this criterion feeds in the offline analysis
   * (e.g. sectionScores.positioning). A score section no criterion names averages all of them.
   */
  score?: string;
}

export interface EmailSpec {
  /** Environment variables that configure the email service; all must be set to send. */
  env: { publicKey: string; serviceId: string; templateId: string };
  /** Template parameter name -> template text rendered over the input and result. */
  params: Record<string, string>;
  messages: {
    failed: string;
    amberNote: string;
    sent: string;
    notConfigured: string;
  };
}

export interface AnalysisContent {
  kind: 'analysis';
  id: string;
  /** Store keys the template and prechecks read. */
  inputs: string[];
  template: string;
  sections: SectionSpec[];
  /** Extra validity rule beyond the section bounds. */
  validity: { minItems: Record<string, number>; message: string };
  precheck: PrecheckRule[];
  maxTokens: number;
  retry?: { attempts: number; initialDelayMs: number; whenMessageIncludes: string };
  messages: {
    unavailable: string;
    failed: string;
    bothLimited: string;
    parseFailed: string;
    offlineNotice: string;
    /** Status line while this analysis runs; the app's analysisStatus.analyzing when absent. */
    analyzing?: string;
  };
  result: ResultView;
  rubric: RubricCriterion[];
  email?: EmailSpec;
}

export interface FixedResult {
  view: ResultView;
  values: JsonObject;
}

// The whole -----------------------------------------------------------------

export interface Content {
  app: AppContent;
  flows: FlowContent[];
  pages: PageContent[];
  forms: Record<string, FormContent>;
  analyses: Record<string, AnalysisContent>;
}

/**
 * What the first page load needs: the app, static pages and each flow's card and routes.
 * Everything else (questions, forms, prompts) loads with the first flow screen.
 */
export interface ContentShell {
  app: AppContent;
  /** Page bodies load with the page. */
  pages: { id: string; route: string; title: string }[];
  flows: {
    id: string;
    card?: ServiceCard;
    start: string;
    screens: { id: string; route: string; type: Screen['type'] }[];
  }[];
}
