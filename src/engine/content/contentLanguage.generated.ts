/*
 * Generated from schemas/content/*.schema.json by `npm run content:types`: edit the schemas, not this file.
 * src/engine/content/types.ts builds the engine's content types on these.
 */

/**
 * A JSON Logic rule (https://jsonlogic.com) written as YAML, e.g. {"==": [{"var": "answers.stage"}, "seed"]}. It reads this questionnaire's answers as answers.<step id>, any store as <storeKey>.<field> and the flow's calculated values as computed.<name>. The content checker type-checks every rule (docs/authoring.md, Logic).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Logic".
 */
export type Logic = {} | unknown[] | boolean | number | string;
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Screen".
 */
export type Screen = ScreenBase;
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "JsonValue".
 */
export type JsonValue = (string | number | boolean | null) | JsonValue[] | JsonObject1;
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Section".
 */
export type Section = SectionBase;
/**
 * Where finishing the screen leads (unless it runs an analysis): a route, or a list of branches tried in order whose last one, without `when`, is the default, so a flow can end on different screens by answer.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Next".
 */
export type Next = string | Branch[];
/**
 * A JSON Logic rule (https://jsonlogic.com) written as YAML, e.g. {"==": [{"var": "answers.stage"}, "seed"]}. It reads this questionnaire's answers as answers.<step id>, any store as <storeKey>.<field> and the flow's calculated values as computed.<name>. The content checker type-checks every rule (docs/authoring.md, Logic).
 */
export type Logic1 = {} | unknown[] | boolean | number | string;
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Step".
 */
export type Step = StepBase;
/**
 * A JSON Logic rule (https://jsonlogic.com) written as YAML, e.g. {"==": [{"var": "answers.stage"}, "seed"]}. It reads this questionnaire's answers as answers.<step id>, any store as <storeKey>.<field> and the flow's calculated values as computed.<name>. The content checker type-checks every rule (docs/authoring.md, Logic).
 */
export type Logic2 = {} | unknown[] | boolean | number | string;
/**
 * @minItems 2
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Options".
 */
export type Options = {
  value: string;
  /**
   * Text shown to users; may not be blank.
   */
  label: string;
  /**
   * A question asked right after this step, only when this option is chosen (e.g. 'Which region?' under 'Specific region (please specify)'). Its answer is stored under its own id.
   */
  followUp?: StepBase;
}[];

/**
 * Every kind of content file, by kind.
 */
export interface ContentFiles {
  app: AppFile;
  flow: FlowFile;
  page: PageFile;
  form: FormFile;
  analysis: AnalysisFile;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "AppFile".
 */
export interface AppFile {
  $schema?: string;
  kind: 'app';
  /**
   * Text shown to users; may not be blank.
   */
  brand: string;
  home: {
    route: '/';
    /**
     * Text shown to users; may not be blank.
     */
    heading: string;
    /**
     * Text shown to users; may not be blank.
     */
    intro?: string;
    /**
     * Cards that belong to no flow, such as coming-soon services.
     */
    cards: ServiceCard[];
    /**
     * Text shown to users; may not be blank.
     */
    comingSoonLabel: string;
    links: Action[];
  };
  errorScreen: {
    /**
     * Text shown to users; may not be blank.
     */
    heading: string;
    /**
     * Text shown to users; may not be blank.
     */
    homeLabel: string;
  };
  messages: {
    /**
     * Text shown to users; may not be blank.
     */
    answerRequired: string;
    /**
     * Text shown to users; may not be blank.
     */
    responseRecorded: string;
    /**
     * Text shown to users; may not be blank.
     */
    lengthCounter: string;
  };
  /**
   * What a form says when a field breaks a rule, one message per rule; {{ limit }}-style placeholders name the rule's values. A field overrides them with ui:messages.
   */
  formMessages: {
    /**
     * Text shown to users; may not be blank.
     */
    required: string;
    /**
     * Text shown to users; may not be blank.
     */
    requiredChoice: string;
    /**
     * Text shown to users; may not be blank.
     */
    requiredList: string;
    /**
     * Text shown to users; may not be blank.
     */
    notBlank: string;
    /**
     * Text shown to users; may not be blank.
     */
    minLength: string;
    /**
     * Text shown to users; may not be blank.
     */
    maxLength: string;
    /**
     * Text shown to users; may not be blank.
     */
    pattern: string;
    /**
     * Text shown to users; may not be blank.
     */
    format: string;
    /**
     * Text shown to users; may not be blank.
     */
    minimum: string;
    /**
     * Text shown to users; may not be blank.
     */
    maximum: string;
    /**
     * Text shown to users; may not be blank.
     */
    exclusiveMinimum: string;
    /**
     * Text shown to users; may not be blank.
     */
    exclusiveMaximum: string;
    /**
     * Text shown to users; may not be blank.
     */
    multipleOf: string;
    /**
     * Text shown to users; may not be blank.
     */
    minItems: string;
    /**
     * Text shown to users; may not be blank.
     */
    maxItems: string;
    /**
     * Text shown to users; may not be blank.
     */
    uniqueItems: string;
    /**
     * Text shown to users; may not be blank.
     */
    type: string;
    /**
     * Text shown to users; may not be blank.
     */
    choice: string;
  };
  transitionMs: number;
  /**
   * AI providers in the order they are tried.
   */
  providers: {
    id: 'gemini' | 'openai';
    /**
     * Text shown to users; may not be blank.
     */
    name: string;
    model: string;
    modelEnv: string;
    keyEnv: string;
    timeoutMs: number;
    /**
     * What each family of this provider's models accepts, matched by the start of the model's name; the first entry with a matching prefix wins. A model no entry matches gets the safest request: the newer token-limit name, no temperature, no reasoning effort and no JSON schema (the heading parser reads its answer).
     *
     * @minItems 1
     */
    modelFamilies: {
      /**
       * Model-name prefixes this entry covers, e.g. [gpt-5, o3].
       *
       * @minItems 1
       */
      match: string[];
      /**
       * OpenAI only: the request field that caps the answer's length. Reasoning models (gpt-5, o-series) refuse max_tokens. Gemini always takes generationConfig.maxOutputTokens.
       */
      tokenLimit?: 'max_tokens' | 'max_completion_tokens';
      /**
       * Sampling temperature sent with each request. Leave it out for models that accept only their default: OpenAI's reasoning models refuse any other value, and Google advises the default for Gemini 3.
       */
      temperature?: number;
      /**
       * How long a reasoning model thinks before it answers: OpenAI's reasoning_effort, Gemini's thinkingConfig.thinkingLevel. Leave it out for models without reasoning.
       */
      reasoningEffort?: 'none' | 'minimal' | 'low' | 'medium' | 'high';
      /**
       * Tokens added to the analysis's maxTokens for the model's thinking, which these models count against the same limit; without them a long think leaves an empty answer.
       */
      reasoningTokens?: number;
      /**
       * Ask for JSON matching the analysis's sections (Gemini responseSchema, OpenAI json_schema response format). The heading parser still reads any answer that is not JSON.
       */
      structured?: boolean;
    }[];
  }[];
  /**
   * Status lines while an analysis runs; {seconds}, {attempt} and {attempts} are filled in.
   */
  analysisStatus: {
    /**
     * Text shown to users; may not be blank.
     */
    analyzing: string;
    /**
     * Text shown to users; may not be blank.
     */
    retrying: string;
    /**
     * Text shown to users; may not be blank.
     */
    busy: string;
    /**
     * Text shown to users; may not be blank.
     */
    emailing: string;
  };
  analysisErrorScreen: {
    /**
     * Text shown to users; may not be blank.
     */
    heading: string;
    /**
     * Text shown to users; may not be blank.
     */
    note: string;
    /**
     * Text shown to users; may not be blank.
     */
    retryLabel: string;
    supportAction: Action;
  };
  /**
   * A finished analysis stays in the browser tab: its screen shows it again after Back, Forward or a reload, and the flow's first screen offers to reopen it.
   */
  keptResult: {
    /**
     * Shown on the flow's first screen while its last analysis is current; {time} is when it finished.
     */
    offer: string;
    /**
     * The link beside the offer, to the screen that shows the analysis.
     */
    reopenLabel: string;
    /**
     * Shown on the analysis's screen when the answers changed since the last analysis, which is then not shown.
     */
    stale: string;
  };
  /**
   * @minItems 1
   */
  scoreColours: {
    min: number;
    colour: 'green' | 'yellow' | 'red';
  }[];
  /**
   * The longest answer (characters) a text step or text field takes unless it declares its own maxLength; the server refuses longer ones.
   */
  answerMaxLength: number;
  /**
   * What the user reads when the app's own server refuses or cannot finish an analysis. Slots in braces are filled in.
   */
  serverMessages: {
    /**
     * Text shown to users; may not be blank.
     */
    invalidRequest: string;
    /**
     * Text shown to users; may not be blank.
     */
    answerTooLong: string;
    /**
     * Text shown to users; may not be blank.
     */
    tooLarge: string;
    /**
     * Text shown to users; may not be blank.
     */
    forbidden: string;
    /**
     * Text shown to users; may not be blank.
     */
    rateLimited: string;
    /**
     * Text shown to users; may not be blank.
     */
    dailyLimited: string;
    /**
     * Text shown to users; may not be blank.
     */
    inProgress: string;
    /**
     * Text shown to users; may not be blank.
     */
    atCapacity: string;
    /**
     * Text shown to users; may not be blank.
     */
    chainTimeout: string;
    /**
     * Text shown to users; may not be blank.
     */
    unreachable: string;
    /**
     * Text shown to users; may not be blank.
     */
    modelNotFound: string;
    /**
     * A model refused a request parameter (a configuration error, never retried); {provider}, {model}, {parameter} and {variable} are filled in.
     */
    unsupportedParameter: string;
    /**
     * Fills the analysis's 'failed' message when the streamed answer stops before it is complete.
     */
    streamCut: string;
    /**
     * Text shown to users; may not be blank.
     */
    vendorStatus: string;
    /**
     * Text shown to users; may not be blank.
     */
    vendorUnreachable: string;
    /**
     * Stands in for the provider's answer in the analysis's 'failed' message when the answer passed the server's byte limit (vendorAnswerBytes in server/config/limits.json); {kilobytes} is that limit.
     */
    vendorTooLarge: string;
    /**
     * Text shown to users; may not be blank.
     */
    interrupted: string;
  };
  /**
   * What a person reads, under the result of a flow that collects answers (flow key `collect`) and was given consent, about sending those answers to the app's server. Slots in braces are filled in.
   */
  completionMessages: {
    /**
     * The answers were stored.
     */
    sent: string;
    /**
     * The server refused the answers as not what the app would send; {reason} says why.
     */
    invalid: string;
    /**
     * Too many submissions from one address; {limit}, {windowMinutes} and {minutes} are filled in.
     */
    rateLimited: string;
    /**
     * The server or its database could not store the answers right now.
     */
    unavailable: string;
  };
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ServiceCard".
 */
export interface ServiceCard {
  /**
   * An identifier: starts with a lower-case letter; letters, digits and dashes.
   */
  id: string;
  /**
   * Text shown to users; may not be blank.
   */
  title: string;
  /**
   * Text shown to users; may not be blank.
   */
  description: string;
  /**
   * Position on the home page; lower comes first.
   */
  order: number;
  /**
   * Shown as 'Coming Soon' and not clickable.
   */
  comingSoon?: boolean;
}
/**
 * A button or link: exactly one of `to` (an in-app route) or `href` (an external address); `effect: reset` restarts the flow, `effect: clear` clears it.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface Action {
  /**
   * Text shown to users; may not be blank.
   */
  label: string;
  /**
   * An in-app route such as /assessment.
   */
  to?: string;
  href?: string;
  effect?: 'reset' | 'clear';
  variant?: 'primary' | 'secondary';
}
/**
 * A flow is a home card plus ordered screens: forms, questionnaires and results pages. The file name is the flow's id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FlowFile".
 */
export interface FlowFile {
  $schema?: string;
  kind: 'flow';
  card?: ServiceCard;
  /**
   * The route the home card opens.
   */
  start: string;
  /**
   * Named values the flow calculates from answers (a budget midpoint, a readiness score), each a JSON Logic rule. Rules read them as computed.<name>, templates as {{ computed.<name> }}, and result screens can show them.
   */
  computed?: {
    [k: string]: Logic;
  };
  /**
   * Declares that this flow sends the person's answers to the firm that runs the app, and only with their consent. The flow's first form shows `consent` as an unticked checkbox; only when it is ticked are the answers (every form and questionnaire of the flow) stored on the app's server when the flow completes, listed in the owner's area (/owner) with CSV export, sent in the `flow.completed` webhook, and deleted after RETENTION_DAYS. Without this key nothing a person types leaves their browser except for an analysis.
   */
  collect?: {
    /**
     * The checkbox's label: what is kept, by whom, for how long and why, in the person's words. It is shown unticked; leaving it unticked stores nothing.
     */
    consent: string;
  };
  /**
   * @minItems 1
   */
  screens: Screen[];
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ScreenBase".
 */
export interface ScreenBase {
  /**
   * An identifier: starts with a lower-case letter; letters, digits and dashes.
   */
  id: string;
  type: 'form' | 'questionnaire' | 'results';
  /**
   * An in-app route such as /assessment.
   */
  route: string;
  /**
   * Text shown to users; may not be blank.
   */
  title?: string;
  /**
   * Text shown to users; may not be blank.
   */
  eyebrow?: string;
  /**
   * Text shown to users; may not be blank.
   */
  description?: string;
  guards?: Guard[];
}
/**
 * Sends the user back when data an earlier screen stores is missing or incomplete.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Guard".
 */
export interface Guard {
  /**
   * A session storage key in camelCase, e.g. companyProfile.
   */
  store: string;
  requires?: string[];
  /**
   * An in-app route such as /assessment.
   */
  redirect: string;
  /**
   * Text shown to users; may not be blank.
   */
  missing: string;
  /**
   * Text shown to users; may not be blank.
   */
  invalid: string;
}
/**
 * Headed blocks of paragraphs, bullet items and actions. The file name is the page's id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "PageFile".
 */
export interface PageFile {
  $schema?: string;
  kind: 'page';
  /**
   * An in-app route such as /assessment.
   */
  route: string;
  /**
   * Text shown to users; may not be blank.
   */
  title: string;
  /**
   * Text shown to users; may not be blank.
   */
  subtitle?: string;
  /**
   * @minItems 1
   */
  blocks: {
    /**
     * Text shown to users; may not be blank.
     */
    heading?: string;
    /**
     * Items: Text shown to users; may not be blank.
     */
    paragraphs?: string[];
    /**
     * Items: Text shown to users; may not be blank.
     */
    items?: string[];
    actions?: Action[];
  }[];
  actions?: Action[];
}
/**
 * A JSON Schema for the data and an rjsf uiSchema for its widgets. The file name is the form's id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FormFile".
 */
export interface FormFile {
  $schema?: string;
  kind: 'form';
  schema: JsonObject;
  uiSchema?: JsonObject1;
  /**
   * How many levels a recursive "$ref" (a definition that contains itself, such as a tree of nodes) shows: at the deepest level the part that would nest again is left out. Without it, a recursive reference is refused.
   */
  recursionDepth?: number;
}
/**
 * The form's JSON Schema (draft-07, as rjsf reads it): usually an object of fields ("type": "object" with "properties"); a single field or a list is the form's one field, stored as "value".
 */
export interface JsonObject {
  [k: string]: JsonValue;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "JsonObject".
 */
export interface JsonObject1 {
  [k: string]: JsonValue;
}
/**
 * The prompt template, the sections the answer must contain, how it is checked and shown, the offline rubric and the optional email. The file name is the analysis id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "AnalysisFile".
 */
export interface AnalysisFile {
  $schema?: string;
  kind: 'analysis';
  /**
   * Store keys the template, prechecks and rubric read.
   *
   * @minItems 1
   *
   * Items: A session storage key in camelCase, e.g. companyProfile.
   */
  inputs: string[];
  /**
   * The prompt. {{ store.field }} placeholders, optionally piped through filters: {{ x | numbered }}.
   */
  template: string;
  /**
   * @minItems 1
   */
  sections: Section[];
  validity: {
    minItems: {
      [k: string]: number;
    };
    /**
     * Text shown to users; may not be blank.
     */
    message: string;
  };
  precheck: {
    /**
     * @minItems 1
     */
    require: string[];
    /**
     * Text shown to users; may not be blank.
     */
    message: string;
    name?: 'last' | 'path';
  }[];
  maxTokens: number;
  retry?: {
    attempts: number;
    initialDelayMs: number;
    whenMessageIncludes: string;
  };
  messages: {
    /**
     * Text shown to users; may not be blank.
     */
    unavailable: string;
    /**
     * Text shown to users; may not be blank.
     */
    failed: string;
    /**
     * Text shown to users; may not be blank.
     */
    bothLimited: string;
    /**
     * Text shown to users; may not be blank.
     */
    parseFailed: string;
    /**
     * Text shown to users; may not be blank.
     */
    offlineNotice: string;
    /**
     * Status line while this analysis runs; defaults to the app's analysisStatus.analyzing.
     */
    analyzing?: string;
  };
  result: ResultView;
  /**
   * @minItems 1
   */
  rubric: {
    field: string;
    /**
     * Text shown to users; may not be blank.
     */
    label: string;
    minWords: number;
    wantsNumbers?: boolean;
    /**
     * The answer is one only some visitors give (a conditional form field): when it is missing the criterion is left out of the offline rating instead of counting as a weakness.
     */
    optional?: boolean;
    keywords?: string[];
    /**
     * The score section field this criterion counts towards.
     */
    score?: string;
    /**
     * Text shown to users; may not be blank.
     */
    strength: string;
    /**
     * Text shown to users; may not be blank.
     */
    weakness: string;
    /**
     * Text shown to users; may not be blank.
     */
    recommendation: string;
  }[];
  email?: {
    env: {
      publicKey: string;
      serviceId: string;
      templateId: string;
    };
    params: {
      [k: string]: string;
    };
    messages: {
      /**
       * Text shown to users; may not be blank.
       */
      failed: string;
      /**
       * Text shown to users; may not be blank.
       */
      amberNote: string;
      /**
       * Text shown to users; may not be blank.
       */
      sent: string;
      /**
       * Text shown to users; may not be blank.
       */
      notConfigured: string;
    };
  };
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "SectionBase".
 */
export interface SectionBase {
  /**
   * The heading the model writes, e.g. STRENGTHS.
   */
  key: string;
  /**
   * Where the value lands in the result, e.g. sectionScores.positioning.
   */
  field: string;
  /**
   * A registered section kind; its own keys are under $defs.sections here.
   */
  kind: 'text' | 'list' | 'score';
}
/**
 * How a result (an analysis or a fixed one) is shown.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ResultView".
 */
export interface ResultView {
  /**
   * Text shown to users; may not be blank.
   */
  title: string;
  scoreField: string;
  /**
   * Text shown to users; may not be blank.
   */
  scoreLabel: string;
  summaryField: string;
  lists: {
    field: string;
    /**
     * Text shown to users; may not be blank.
     */
    heading: string;
  }[];
  subScores?: {
    field: string;
    /**
     * Text shown to users; may not be blank.
     */
    label: string;
  }[];
  actions: Action[];
}
/**
 * One way out of a screen: taken when its rule holds and no branch before it was taken. The last branch of a list has no `when`: it is the default.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Branch".
 */
export interface Branch {
  when?: Logic1;
  /**
   * The route this branch leads to; a screen or page of the app.
   */
  to: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "AnalysisLink".
 */
export interface AnalysisLink {
  /**
   * A file name (without extension) in prompts/.
   */
  prompt: string;
  /**
   * Items: A session storage key in camelCase, e.g. companyProfile.
   */
  clearOnClose: string[];
  /**
   * An in-app route such as /assessment.
   */
  closeTo?: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FormScreen".
 */
export interface FormScreen {
  /**
   * A file name (without .json) in schemas/forms/.
   */
  form: string;
  /**
   * A session storage key in camelCase, e.g. companyProfile.
   */
  store: string;
  /**
   * Text shown to users; may not be blank.
   */
  submitLabel: string;
  next?: Next;
  back?: Action;
  preview?: {
    /**
     * Text shown to users; may not be blank.
     */
    label: string;
    /**
     * Text shown to users; may not be blank.
     */
    template: string;
  };
  analysis?: AnalysisLink;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "QuestionnaireScreen".
 */
export interface QuestionnaireScreen {
  /**
   * A session storage key in camelCase, e.g. companyProfile.
   */
  store: string;
  /**
   * @minItems 1
   */
  steps: Step[];
  labels: {
    /**
     * Text shown to users; may not be blank.
     */
    back: string;
    /**
     * Text shown to users; may not be blank.
     */
    next: string;
    /**
     * Text shown to users; may not be blank.
     */
    finish: string;
  };
  next?: Next;
  analysis?: AnalysisLink;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "StepBase".
 */
export interface StepBase {
  /**
   * An identifier: starts with a lower-case letter; letters, digits and dashes.
   */
  id: string;
  /**
   * A registered step type. Adding one means a model in src/engine/steps, a view in src/ui/steps and its keys under $defs.steps here.
   */
  type: 'text' | 'range' | 'radio' | 'checkbox';
  /**
   * Text shown to users; may not be blank.
   */
  title: string;
  /**
   * Text shown to users; may not be blank.
   */
  description?: string;
  /**
   * Text shown to users; may not be blank.
   */
  requiredMessage?: string;
  when?: Logic2;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ResultsScreen".
 */
export interface ResultsScreen {
  result: {
    view: ResultView;
    values: JsonObject1;
  };
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "TextStepKeys".
 */
export interface TextStepKeys {
  placeholder?: string;
  minLength?: number;
  /**
   * Text shown to users; may not be blank.
   */
  minLengthMessage?: string;
  maxLength?: number;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "RangeStepKeys".
 */
export interface RangeStepKeys {
  min: number;
  max: number;
  step?: number;
  default: {
    min: number;
    max: number;
  };
  format: 'currency' | 'multiple';
  histogram?: number[];
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "RadioStepKeys".
 */
export interface RadioStepKeys {
  options: Options;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "CheckboxStepKeys".
 */
export interface CheckboxStepKeys {
  options: Options;
  minSelected?: number;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "TextSectionKeys".
 */
export interface TextSectionKeys {
  /**
   * Used when the answer lacks the section.
   */
  filler?: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ListSectionKeys".
 */
export interface ListSectionKeys {
  min: number;
  max: number;
  /**
   * Items that pad a list shorter than min.
   *
   * @minItems 1
   *
   * Items: Text shown to users; may not be blank.
   */
  filler: string[];
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ScoreSectionKeys".
 */
export interface ScoreSectionKeys {
  min: number;
  max: number;
  /**
   * The score when the model gives none.
   */
  fallback: number;
}
