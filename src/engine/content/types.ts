/**
 * The content model: what flows/, schemas/forms/ and prompts/ hold once loaded and checked.
 * Every key comes from the JSON Schemas in schemas/content/, through the types generated from
 * them (contentLanguage.generated.ts, `npm run content:types`). What is written here is only what
 * a schema cannot say: the unions it selects with if/then, the id a file takes from its name, and
 * names for the pieces the engine passes around. The content checker guarantees that anything
 * typed as `Content` has passed the schemas and the checks.
 */

import type * as Schema from './contentLanguage.generated.ts';

export type {
  Action,
  AnalysisLink,
  EmailService,
  Guard,
  JsonObject,
  JsonValue,
  NumberFormat,
  ResultView,
  ServiceCard,
  UrlParam,
} from './contentLanguage.generated.ts';

/**
 * `T` with some keys' types narrowed. A key `T` lacks, or a type that is not narrower than the
 * schema's, fails to compile, so a renamed or retyped schema key cannot leave a stale override.
 */
type Narrowed<T, R extends { [K in keyof R]: K extends keyof T ? T[K] : never }> = Omit<T, keyof R> & R;

/** One variant of a union a schema selects with if/then on `Tag`: the shared keys, `Tag` narrowed, its own keys. */
type Variant<Base, Tag extends keyof Base, Value extends Base[Tag], Own> = Omit<Base, Tag> & Record<Tag, Value> & Own;

/** A content file once loaded: its `$schema` line dropped, its id taken from its file name. */
type Loaded<Kind extends keyof Schema.ContentFiles> = Omit<Schema.ContentFiles[Kind], '$schema'> & { id: string };

// App and pages -------------------------------------------------------------

/** app.yaml as written. */
export type AppFile = Omit<Schema.ContentFiles['app'], '$schema'>;
/**
 * The save-and-continue-later texts (app.yaml `saveForLater`). Only the button's label travels
 * with the app's content to every page; the rest is `Content.saveForLater`, which the browser
 * loads when the button is pressed or a saved link is opened (virtual:content/save-for-later).
 */
export type SaveForLaterContent = AppFile['saveForLater'];
export type AppContent = Omit<AppFile, 'saveForLater'> & { saveForLater: Pick<SaveForLaterContent, 'label'> };
/** The app server's refusals and failures, in the user's words; slots in braces are filled in. */
export type ServerMessages = AppContent['serverMessages'];
export type ScoreBand = AppContent['scoreColours'][number];
export type ProviderSettings = AppContent['providers'][number];

export type PageContent = Loaded<'page'>;
export type PageBlock = PageContent['blocks'][number];

// Steps ---------------------------------------------------------------------

export type TextStep = Variant<Schema.StepBase, 'type', 'text', Schema.TextStepKeys>;
export type RangeStep = Variant<Schema.StepBase, 'type', 'range', Schema.RangeStepKeys>;
export type RadioStep = Variant<Schema.StepBase, 'type', 'radio', Schema.RadioStepKeys>;
export type CheckboxStep = Variant<Schema.StepBase, 'type', 'checkbox', Schema.CheckboxStepKeys>;
export type NumberStep = Variant<Schema.StepBase, 'type', 'number', Schema.NumberStepKeys>;
export type EmailStep = Variant<Schema.StepBase, 'type', 'email', Schema.EmailStepKeys>;
export type DateStep = Variant<Schema.StepBase, 'type', 'date', Schema.DateStepKeys>;
export type RatingStep = Variant<Schema.StepBase, 'type', 'rating', Schema.RatingStepKeys>;
export type NpsStep = Variant<Schema.StepBase, 'type', 'nps', Schema.NpsStepKeys>;
export type YesNoStep = Variant<Schema.StepBase, 'type', 'yesno', Schema.YesnoStepKeys>;
export type DropdownStep = Variant<Schema.StepBase, 'type', 'dropdown', Schema.DropdownStepKeys>;
export type Step =
  | TextStep
  | RangeStep
  | RadioStep
  | CheckboxStep
  | NumberStep
  | EmailStep
  | DateStep
  | RatingStep
  | NpsStep
  | YesNoStep
  | DropdownStep;
export type StepType = Step['type'];
export type ChoiceOption = Schema.Options[number];

export interface RangeAnswer {
  min: number;
  max: number;
}
/** Text, choices and dates are strings; numbers, ratings and NPS numbers; yes/no a boolean. */
export type Answer = string | string[] | number | boolean | RangeAnswer;
export type Answers = Record<string, Answer>;

export interface QuestionnaireState {
  step: number;
  answers: Answers;
}

// Flows ---------------------------------------------------------------------

export type FormScreen = Variant<Schema.ScreenBase, 'type', 'form', Schema.FormScreen>;
export type QuestionnaireScreen = Variant<
  Schema.ScreenBase,
  'type',
  'questionnaire',
  Narrowed<Schema.QuestionnaireScreen, { steps: Step[] }>
>;
export type ResultsScreen = Variant<Schema.ScreenBase, 'type', 'results', Schema.ResultsScreen>;
/** A screen that runs one analysis as it opens and shows its result: a branch's way straight into it. */
export type AnalysisScreen = Variant<Schema.ScreenBase, 'type', 'analysis', Schema.AnalysisScreen>;
export type Screen = FormScreen | QuestionnaireScreen | ResultsScreen | AnalysisScreen;

export type FlowContent = Narrowed<Loaded<'flow'>, { screens: Screen[] }>;

// Forms ---------------------------------------------------------------------

export type FormContent = Loaded<'form'>;

// Analysis ------------------------------------------------------------------

export type SectionSpec =
  | Variant<Schema.SectionBase, 'kind', 'text', Schema.TextSectionKeys>
  | Variant<Schema.SectionBase, 'kind', 'list', Schema.ListSectionKeys>
  | Variant<Schema.SectionBase, 'kind', 'score', Schema.ScoreSectionKeys>;

export type AnalysisContent = Narrowed<Loaded<'analysis'>, { sections: SectionSpec[] }>;
export type PrecheckRule = AnalysisContent['precheck'][number];
export type RubricCriterion = AnalysisContent['rubric'][number];
export type EmailSpec = NonNullable<AnalysisContent['email']>;

// The whole -----------------------------------------------------------------

/**
 * A language the content is shown in: English, the language it is written in, and each language
 * of translations/. The engine reads only `tag` (for the platform's Intl formats) and
 * `direction`; each content tree is already in its language (src/checker/translations).
 */
export interface Language {
  /** BCP 47 tag: en, es, pt-BR. Its pages live at /<tag in lower case>/… (English at /). */
  tag: string;
  /** The language's name in itself, as the language switcher shows it: English, Español. */
  name: string;
  direction: 'ltr' | 'rtl';
  /** A translation still being written: the texts it lacks show in English. */
  draft?: true;
}

export interface Content {
  /** The language of this tree's texts. */
  language: Language;
  /** Every language the content is shown in, English first. */
  languages: Language[];
  app: AppContent;
  /**
   * Every save-and-continue-later text. Always there in the checked content (the server, the
   * tools); a browser's per-flow content leaves it out, and loads it on demand.
   */
  saveForLater?: SaveForLaterContent;
  flows: FlowContent[];
  pages: PageContent[];
  forms: Record<string, FormContent>;
  analyses: Record<string, AnalysisContent>;
}

/**
 * The app's texts every page needs (the header, the home page, the page not found, the error
 * screen); the rest loads with a flow's screens.
 */
export type ShellApp = Pick<
  AppContent,
  'kind' | 'brand' | 'home' | 'notFound' | 'errorScreen' | 'frame' | 'answerMaxLength'
>;

/**
 * The words of steps and form fields (validation, counters, hints): every flow's screens read
 * them, no home or static page does, so they load with a flow (virtual:content/messages, which
 * each flow's module imports), not on every page.
 */
export type AppMessages = AppContent['messages'];

/**
 * The app's texts read only once an analysis runs or a flow is finished (the AI providers, the
 * server's messages, the completion notes, the offline analyzer's notes): they load then (virtual:content/on-demand), not with a
 * flow's first screen.
 */
export type OnDemandApp = Pick<AppContent, 'providers' | 'serverMessages' | 'completionMessages' | 'offlineNotes'>;

/**
 * The texts of a running or kept analysis (its status line, its error screen, the kept-result
 * notes): only the modules of flows that run an analysis carry them (tools/vite/splitContent.ts).
 */
export type AnalysisApp = Pick<AppContent, 'analysisStatus' | 'analysisErrorScreen' | 'keptResult'>;

/** The app's texts only flow screens read (analyses, forms, the messages): they load with the flow. */
export type FlowApp = Omit<AppContent, keyof ShellApp | keyof OnDemandApp | keyof AnalysisApp> & Partial<AnalysisApp>;

/** The app's texts a flow's screens render from: all but those loaded on demand; the analysis texts with a flow that runs one. */
export type ScreenApp = Omit<AppContent, keyof OnDemandApp | keyof AnalysisApp> & Partial<AnalysisApp>;

/** The content a screen renders from in the browser: all of it but the app's texts loaded on demand. */
export type ScreenContent = Omit<Content, 'app'> & { app: ScreenApp };

/**
 * What the first page load needs: the app's shared texts, static pages and each flow's card and
 * routes. Everything else (questions, forms, prompts, the rest of the app's texts) loads with the
 * first flow screen.
 */
export interface ContentShell {
  language: Language;
  languages: Language[];
  app: ShellApp;
  /** Page bodies load with the page. */
  pages: Pick<PageContent, 'id' | 'route' | 'title'>[];
  flows: (Pick<FlowContent, 'id' | 'card' | 'start'> & {
    /** `form` lets a form screen's validator load in parallel with the screen. */
    screens: (Pick<Screen, 'id' | 'route' | 'type'> & Partial<Pick<FormScreen, 'form'>>)[];
  })[];
}
