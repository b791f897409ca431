/*
 * Generated from schemas/content/*.schema.json by `npm run content:types`: edit the schemas, not this file.
 * src/engine/content/types.ts builds the engine's content types on these.
 */

/**
 * A JSON Logic rule (https://jsonlogic.com) written as YAML, e.g. {"==": [{"var": "answers.stage"}, "seed"]}. It reads this questionnaire's answers as answers.<step id>, any store as <storeKey>.<field> and the flow's calculated values as computed.<name>. The content checker type-checks every rule (docs/guide/logic-and-branches.md).
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
 * How a number reads: number (12,500), currency ($300,000), percent (12.5%: the number typed is the percentage) or multiple (3.5x). On a number step or a form's number field it puts the format's sign beside the box, the number as it reads under it, and (on a step) its bounds in messages; templates write any number in a format with | currency, | percent, | multiple or | number. The answer is always stored as the number itself.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "NumberFormat".
 */
export type NumberFormat = 'number' | 'currency' | 'percent' | 'multiple';
/**
 * Where finishing the screen leads (unless it runs an analysis): a route, or a list of branches tried in order whose last one, without `when`, is the default, so a flow can end on different screens by answer.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Next".
 */
export type Next = string | Branch[];
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Step".
 */
export type Step = StepBase;
/**
 * The choices, in the order shown: each stores its value and shows its label.
 *
 * @minItems 2
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Options".
 */
export type Options = {
  /**
   * What is stored and sent to the AI; unique in the step.
   */
  value: string;
  /**
   * What the user sees.
   */
  label: string;
  followUp?: Step;
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
  translation: TranslationFile;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "AppFile".
 */
export interface AppFile {
  /**
   * For editors only; the app ignores it.
   */
  $schema?: string;
  /**
   * Marks the app file.
   */
  kind: 'app';
  /**
   * The name in the header and browser tab.
   */
  brand: string;
  /**
   * The home page.
   */
  home: {
    /**
     * The home page's route; always `/`.
     */
    route: '/';
    /**
     * Main heading.
     */
    heading: string;
    /**
     * Sentence under the heading. Without it: no intro.
     */
    intro?: string;
    /**
     * Cards that belong to no flow, such as coming-soon services; each must be `comingSoon: true`. May be empty (`[]`).
     */
    cards: ServiceCard[];
    /**
     * Badge on coming-soon cards.
     */
    comingSoonLabel: string;
    /**
     * Links under the cards. May be empty (`[]`).
     */
    links: Action[];
    /**
     * The name of the list of links under the cards (read by screen readers).
     */
    linksLabel: string;
  };
  /**
   * The page for an address the app does not have (the server answers it with HTTP 404).
   */
  notFound: {
    /**
     * Its heading, also the browser tab's title.
     */
    heading: string;
    /**
     * The sentence under the heading.
     */
    message: string;
    /**
     * Its link to the home page.
     */
    homeLabel: string;
  };
  /**
   * The screen for an unexpected error.
   */
  errorScreen: {
    /**
     * Its heading.
     */
    heading: string;
    /**
     * Its home button.
     */
    homeLabel: string;
  };
  /**
   * The texts around every screen, in the page's header and frame.
   */
  frame: {
    /**
     * The first link on every page, shown when it has keyboard focus: it moves past the header to the screen.
     */
    skipLink: string;
    /**
     * The name of the header's list of languages (read by screen readers): each language's link shows the language's own name, from its translation file.
     */
    languageSwitcher: string;
    /**
     * Read by screen readers while a screen loads.
     */
    loading: string;
  };
  /**
   * Every message a step or a form field shows, one per situation, the same for both where the rule is the same (a number below its bound, an email that is none). Slots in braces, such as {limit}, name the rule's values; a step words its own with `requiredMessage`, a field with `ui:messages` in its form file.
   */
  messages: {
    /**
     * A step left unanswered (a step's `requiredMessage` overrides it).
     */
    answerRequired: string;
    /**
     * Shown after an answer, before the next step.
     */
    responseRecorded: string;
    /**
     * Shown beside the title of a step with `required: false`, which the person may leave unanswered.
     */
    optionalStep: string;
    /**
     * Counter under a text answer or field near its limit; {length} and {max}.
     */
    lengthCounter: string;
    /**
     * A form's required text field left empty.
     */
    required: string;
    /**
     * A form's required choice left unchosen.
     */
    requiredChoice: string;
    /**
     * A form's required list (checkboxes) left empty.
     */
    requiredList: string;
    /**
     * Only spaces in a form field where `"pattern": "\\S"` wants text.
     */
    notBlank: string;
    /**
     * A form field's text too short; {limit} is the fewest characters.
     */
    minLength: string;
    /**
     * A form field's text too long; {limit} is the most characters.
     */
    maxLength: string;
    /**
     * A form field's text that does not match its `pattern` ({pattern}).
     */
    pattern: string;
    /**
     * An email step's answer, or a form field's with `"format": "email"`, that is not an address such as name@example.com (the same check for both).
     */
    emailInvalid: string;
    /**
     * A form field's text that is not a valid `format` ({format}, e.g. uri or date); email has `emailInvalid`.
     */
    format: string;
    /**
     * A number below its lower bound: a number step's `min` or a form field's `minimum`; {limit} is the bound (written in the question's format, without a unit, which shows beside the box).
     */
    minimum: string;
    /**
     * A number above its upper bound: a number step's `max` or a form field's `maximum`; {limit} is the bound.
     */
    maximum: string;
    /**
     * A form field's number not over its `exclusiveMinimum` ({limit}).
     */
    exclusiveMinimum: string;
    /**
     * A form field's number not under its `exclusiveMaximum` ({limit}).
     */
    exclusiveMaximum: string;
    /**
     * A number step's answer off its step grid; {step} is the step and {base} the value it counts from.
     */
    numberOffStep: string;
    /**
     * A form field's number that is not a multiple of its `multipleOf` ({multipleOf}).
     */
    multipleOf: string;
    /**
     * A form field's list with fewer choices than its `minItems` ({limit}).
     */
    minItems: string;
    /**
     * A form field's list with more choices than its `maxItems` ({limit}).
     */
    maxItems: string;
    /**
     * A form field's list with a choice made twice.
     */
    uniqueItems: string;
    /**
     * A form field's value of the wrong type ({type}), e.g. 1.5 for an integer.
     */
    type: string;
    /**
     * A form field's value that is none of its choices.
     */
    choice: string;
    /**
     * A date step's answer before its min; {limit} is the bound as a long date.
     */
    dateTooEarly: string;
    /**
     * A date step's answer after its max; {limit} is the bound as a long date.
     */
    dateTooLate: string;
    /**
     * Beside Next from tablet width up, on every question but a multi-line one: Enter goes on.
     */
    enterHint: string;
    /**
     * Beside Next on a multi-line question, where Enter makes a new line; {modifier} is Ctrl, or ⌘ on a Mac.
     */
    ctrlEnterHint: string;
    /**
     * Said to screen readers when a question shows; {counter} is 'N of M', {title} the question.
     */
    questionShown: string;
    /**
     * Above a questionnaire's question and on its progress bar: where the person is. {number} is the question's number, counting from 1, {total} how many will be asked given the answers so far.
     */
    questionCounter: string;
    /**
     * Label of a range step's box for typing its lower end.
     */
    rangeMinLabel: string;
    /**
     * Label of a range step's box for typing its upper end.
     */
    rangeMaxLabel: string;
    /**
     * Under a range's box that holds no number when left; {example} is a figure in the step's format.
     */
    rangeNotNumber: string;
    /**
     * Under a range's lower box when the typed figure was above the upper end; {value} is what it was set to.
     */
    rangeMinAboveMax: string;
    /**
     * Under a range's upper box when the typed figure was below the lower end; {value} is what it was set to.
     */
    rangeMaxBelowMin: string;
    /**
     * Under a range's box when the typed figure was outside the range; {low}, {high} are its bounds, {value} what it was set to.
     */
    rangeOutOfBounds: string;
    /**
     * Beside a form's disabled submit button: the required fields still empty; {fields} are their labels, listed as a sentence lists them ('A, B and C'). It has a line of its own, so it needs no full stop (a label may end in a question mark).
     */
    formMissing: string;
    /**
     * Beside a form's disabled submit button: the fields filled in a way they cannot take (an email without its domain); {fields} are their labels. Each field says why under itself.
     */
    formInvalid: string;
    /**
     * The hint's button that moves to the first field still to fill in or correct, and shows why; {field} is its label.
     */
    formGoTo: string;
  };
  /**
   * Pause in milliseconds between "Response recorded" and the next step.
   */
  transitionMs: number;
  /**
   * AI providers in the order they are tried.
   */
  providers: {
    /**
     * Which provider.
     */
    id: 'gemini' | 'openai';
    /**
     * Name used in messages.
     */
    name: string;
    /**
     * Model name; one the vendor lists as generally available (docs/configuration.md, "Choosing the models").
     */
    model: string;
    /**
     * Environment variable that overrides `model`.
     */
    modelEnv: string;
    /**
     * Environment variable with the API key.
     */
    keyEnv: string;
    /**
     * Give up after this many milliseconds.
     */
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
       * OpenAI only: the request field that caps the answer's length. Reasoning models (gpt-5, o-series) refuse max_tokens. Gemini always takes generationConfig.maxOutputTokens. Default: `max_completion_tokens`.
       */
      tokenLimit?: 'max_tokens' | 'max_completion_tokens';
      /**
       * Sampling temperature sent with each request. Leave it out for models that accept only their default: OpenAI's reasoning models refuse any other value, and Google advises the default for Gemini 3. Without it: not sent.
       */
      temperature?: number;
      /**
       * How long a reasoning model thinks before it answers: OpenAI's reasoning_effort, Gemini's thinkingConfig.thinkingLevel. Leave it out for models without reasoning (then it is not sent).
       */
      reasoningEffort?: 'none' | 'minimal' | 'low' | 'medium' | 'high';
      /**
       * Tokens added to the analysis's maxTokens for the model's thinking, which these models count against the same limit; without them a long think leaves an empty answer. Default: 0.
       */
      reasoningTokens?: number;
      /**
       * Ask for JSON matching the analysis's sections (Gemini responseSchema, OpenAI json_schema response format). The heading parser still reads any answer that is not JSON. Default: false.
       */
      structured?: boolean;
    }[];
  }[];
  /**
   * Status lines while an analysis runs; {seconds}, {attempt} and {attempts} are filled in.
   */
  analysisStatus: {
    /**
     * While waiting.
     */
    analyzing: string;
    /**
     * On a retry; `{attempt}`, `{attempts}` are filled in.
     */
    retrying: string;
    /**
     * While waiting to retry; also `{seconds}`.
     */
    busy: string;
    /**
     * While emailing the result.
     */
    emailing: string;
  };
  /**
   * Notes the offline analyzer (no AI service) adds to its summary when it scores answers as unanswered, because they are not an answer at their length. {questions} lists the questions' labels (the rubric's `label`).
   */
  offlineNotes: {
    /**
     * The same text, or nearly, given in two or more answers.
     */
    repeated: string;
    /**
     * An answer that only repeats itself (the same words again and again, or a key held down).
     */
    filler: string;
    /**
     * A long answer that uses none of its question's words (title, description) nor its rubric label or keywords.
     */
    unrelated: string;
  };
  /**
   * The screen when an analysis fails.
   */
  analysisErrorScreen: {
    /**
     * Its heading.
     */
    heading: string;
    /**
     * Note under the error (the spec's high-demand note), for every failure but a connection that failed.
     */
    note: string;
    /**
     * Note under the error instead of `note` when the analysis service could not be reached at all (the person's connection, not demand).
     */
    networkNote: string;
    /**
     * Retry button.
     */
    retryLabel: string;
    /**
     * Retry button while a limit's wait runs (it is disabled until then); `{time}` is the time left, as 4:05 or 1:02:09, counting down.
     */
    retryWait: string;
    supportAction: Action;
  };
  /**
   * Keeping a result: its Download PDF button (the browser's print dialog, where Save as PDF is one choice) and the line under its title that the printed page carries too.
   */
  printResult: {
    /**
     * The button beside a result's actions that prints it (hidden on the printed page, with the header and the other buttons).
     */
    label: string;
    /**
     * Under the result's title when its view names `printedFor`; `{name}` is that answer, `{date}` the day the result was made, as a long date.
     */
    preparedFor: string;
    /**
     * Under the result's title when its view names no `printedFor` (or it is empty); `{date}` the day the result was made, as a long date.
     */
    preparedOn: string;
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
   * Shown above a screen when a visitor opened another one (typed its address, or an old link) that the flow's branches do not lead to on their answers, and was brought to where the answers lead instead.
   */
  pathNotice: string;
  /**
   * Score colours: a score takes the first band whose `min` it reaches, so list from high to low.
   *
   * @minItems 1
   */
  scoreColours: {
    /**
     * Lowest score of the band.
     */
    min: number;
    /**
     * The band's colour.
     */
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
     * The request broke the content's rules; `{reason}`.
     */
    invalidRequest: string;
    /**
     * An answer over its limit; `{field}`, `{length}`, `{max}`.
     */
    answerTooLong: string;
    /**
     * The whole request is over the server's size limit (413).
     */
    tooLarge: string;
    /**
     * The request came from another site (403).
     */
    forbidden: string;
    /**
     * Too many analyses in the window; `{limit}`, `{windowMinutes}`, `{minutes}`.
     */
    rateLimited: string;
    /**
     * Too many analyses today; `{limit}`, `{hours}`.
     */
    dailyLimited: string;
    /**
     * Another analysis from the same address is still running.
     */
    inProgress: string;
    /**
     * The server is at capacity (503); the offline analysis runs instead.
     */
    atCapacity: string;
    /**
     * The providers took longer than the server allows; `{seconds}`.
     */
    chainTimeout: string;
    /**
     * The app's server did not answer.
     */
    unreachable: string;
    /**
     * A provider's model does not exist; `{provider}`, `{model}`, `{variable}`.
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
     * Stands in for a provider's own error text, which the server never passes on; `{status}`.
     */
    vendorStatus: string;
    /**
     * The same when the provider could not be reached at all.
     */
    vendorUnreachable: string;
    /**
     * Stands in for the provider's answer in the analysis's 'failed' message when the answer passed the server's size limit for an answer; {kilobytes} is that limit.
     */
    vendorTooLarge: string;
    /**
     * The server shut down before the analysis finished.
     */
    interrupted: string;
    /**
     * Fills the refusal's {reason} when an answer was sent to a question the flow's logic does not ask given the other answers (a `when` or a follow-up's option no longer holds); {question} is the question's title.
     */
    answerNotAsked: string;
    /**
     * Fills the refusal's {reason} when a question the flow's logic asks given the other answers has no answer; {question} is the question's title.
     */
    answerMissing: string;
    /**
     * Fills the refusal's {reason} (of an analysis, or of a completion's answers) when the answers sent lead the flow's branches away from the screen that sent them; {route} is where they lead. Checked before any AI service is called.
     */
    answersLeadElsewhere: string;
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
  /**
   * Save and continue later: a button on every questionnaire and form gives a link that reopens the flow's answers and place in any browser, encrypted with a key only the link holds (docs/server.md, "Saved answers"). Slots in braces are filled in.
   */
  saveForLater: {
    /**
     * The button on every questionnaire and form screen. The only text of this section that loads with the page; the rest loads when the button is pressed or a saved link is opened.
     */
    label: string;
    /**
     * Heading of the panel the button opens.
     */
    heading: string;
    /**
     * Status while the answers are encrypted and saved.
     */
    saving: string;
    /**
     * Under the link when the app's server keeps the encrypted answers; `{date}` is the last day it keeps them.
     */
    savedOnServer: string;
    /**
     * Under the link when it carries the encrypted answers itself (a site without the app's server).
     */
    savedInLink: string;
    /**
     * How the answers are protected, under the link.
     */
    privacy: string;
    /**
     * Label of the box that shows the link.
     */
    linkLabel: string;
    /**
     * Button that copies the link.
     */
    copyLabel: string;
    /**
     * Said once the link is copied.
     */
    copied: string;
    /**
     * Said when the browser does not let the page copy.
     */
    copyFailed: string;
    /**
     * Label of the email address box (shown only when EmailJS is set up).
     */
    emailLabel: string;
    /**
     * Button that emails the link.
     */
    emailAction: string;
    /**
     * What emailing the link means for privacy, beside the email box.
     */
    emailPrivacy: string;
    /**
     * The link was emailed; `{email}` is the address.
     */
    emailSent: string;
    /**
     * Emailing failed; `{message}` is the cause.
     */
    emailFailed: string;
    /**
     * Button that deletes the saved copy; shown whenever this tab holds a saved link.
     */
    forgetLabel: string;
    /**
     * Said once the server's copy is deleted.
     */
    forgottenOnServer: string;
    /**
     * Said when a link that carries its answers is forgotten (there is no copy on a server to delete).
     */
    forgottenLink: string;
    /**
     * The answers do not fit in a link and there is no server to keep them; `{length}` and `{max}` are the link's length and the limit, in characters.
     */
    tooLongForLink: string;
    /**
     * The browser cannot encrypt (no Web Crypto).
     */
    unsupported: string;
    /**
     * The app's server could not be reached.
     */
    unreachable: string;
    /**
     * Heading of the screen while a saved link opens, or when it cannot.
     */
    resumeHeading: string;
    /**
     * Status while a saved link is being opened.
     */
    restoring: string;
    /**
     * Said at the top of the screen once a saved link's answers are back.
     */
    restored: string;
    /**
     * The link is cut short, mistyped or its answers altered.
     */
    damaged: string;
    /**
     * Asked when this tab already holds other answers for the flow.
     */
    conflict: string;
    /**
     * Button that takes the saved answers in place of this tab's.
     */
    replaceLabel: string;
    /**
     * Button that keeps this tab's answers and ignores the link.
     */
    keepLabel: string;
    /**
     * Button under an error that goes on to the screen without the saved answers.
     */
    continueLabel: string;
    /**
     * What the app's server answers about saved answers (docs/server.md, "Saved answers").
     */
    serverMessages: {
      /**
       * The request was not what the app sends; `{reason}` says why.
       */
      invalid: string;
      /**
       * The encrypted answers are over the server's limit; `{kilobytes}` is the limit.
       */
      tooLarge: string;
      /**
       * Too many saves or opened links from one address; `{limit}`, `{windowMinutes}` and `{minutes}` are filled in.
       */
      rateLimited: string;
      /**
       * The server or its database cannot keep or read saved answers right now.
       */
      unavailable: string;
      /**
       * The link's answers are not on the server (expired, deleted, or never saved there); `{days}` is how long they are kept.
       */
      notFound: string;
    };
    /**
     * Emailing the link with EmailJS, with its own template (it carries other parameters than an analysis). Without this section, or without all three variables set, no email box is shown.
     */
    email?: {
      env: EmailService;
      /**
       * The email template's parameters; placeholders may use `email` (the address typed), `link`, `brand` and `expiresAt` (a date, only for a link whose answers the server keeps: use a fallback, e.g. `{{ expiresAt | longDate ?? "as long as you keep the link" }}`).
       */
      params: {
        [k: string]: string;
      };
    };
  };
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ServiceCard".
 */
export interface ServiceCard {
  /**
   * Unique among all cards.
   */
  id: string;
  /**
   * Card heading.
   */
  title: string;
  /**
   * Card text.
   */
  description: string;
  /**
   * Position on the home page; lower comes first.
   */
  order: number;
  /**
   * Shown as 'Coming Soon' and not clickable. Default: false.
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
   * The button text.
   */
  label: string;
  /**
   * In-app destination (give `to` or `href`, or an `effect`).
   */
  to?: string;
  /**
   * An external address starting with https://, opened in a new tab.
   */
  href?: string;
  /**
   * On a result: clear the screen's `clearOnClose` stores and restart it, then go to `to` or `closeTo`.
   */
  effect?: 'reset' | 'clear';
  /**
   * Filled or outlined. Default: `primary`.
   */
  variant?: 'primary' | 'secondary';
}
/**
 * The environment variables (read at build time) that configure EmailJS; all three must be set for an email to be sent.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "EmailService".
 */
export interface EmailService {
  /**
   * Public key variable.
   */
  publicKey: string;
  /**
   * Service id variable.
   */
  serviceId: string;
  /**
   * Template id variable.
   */
  templateId: string;
}
/**
 * A flow is a home card plus ordered screens: forms, questionnaires, analysis screens and results pages. The file name is the flow's id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FlowFile".
 */
export interface FlowFile {
  /**
   * For editors only.
   */
  $schema?: string;
  /**
   * Marks a flow file.
   */
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
   * URL parameters the flow accepts (a referral source, a preselected stage), e.g. /qualify?source=partner: read when the flow's first screen opens, checked against their declaration (an unknown name ignored, a bad value dropped), kept with the answers and checked again by the server. Rules read them as params.<name>, templates as {{ params.<name> }} (docs/guide/logic-and-branches.md, URL parameters).
   */
  params?: {
    [k: string]: UrlParam;
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
   * The flow's screens, in order.
   *
   * @minItems 1
   */
  screens: Screen[];
}
/**
 * One URL parameter: its type and the limits its value must keep (maxLength for text, min and max for a number, options for a choice; the checker refuses a limit that does not fit the type).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "UrlParam".
 */
export interface UrlParam {
  /**
   * text: any text up to maxLength characters; number: a number between min and max; choice: one of options.
   */
  type: 'text' | 'number' | 'choice';
  /**
   * What the parameter means and who sets it (for authors; never shown to the person).
   */
  description: string;
  /**
   * For text: the most characters kept; a longer value is dropped. Without it: 200.
   */
  maxLength?: number;
  /**
   * For number: the smallest value kept. Without it: no lower bound.
   */
  min?: number;
  /**
   * For number: the largest value kept. Without it: no upper bound.
   */
  max?: number;
  /**
   * For choice: the values it may take (as written in the address); any other is dropped.
   *
   * @minItems 1
   */
  options?: string[];
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ScreenBase".
 */
export interface ScreenBase {
  /**
   * Unique within the flow.
   */
  id: string;
  /**
   * Which kind of screen (a form, a questionnaire, a results page, or an analysis run as it opens); decides the other keys.
   */
  type: 'form' | 'questionnaire' | 'results' | 'analysis';
  /**
   * Its address; unique in the app.
   */
  route: string;
  /**
   * Heading. Without it: none (a form screen shows its form id).
   */
  title?: string;
  /**
   * Small line above a form screen's title.
   */
  eyebrow?: string;
  /**
   * Sentence under the title.
   */
  description?: string;
  /**
   * Checks on entry.
   */
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
   * The store an earlier screen writes.
   */
  store: string;
  /**
   * Fields that must not be blank.
   */
  requires?: string[];
  /**
   * Where to send the user; not the screen itself.
   */
  redirect: string;
  /**
   * Message when nothing is stored.
   */
  missing: string;
  /**
   * Message when a required field is blank.
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
  /**
   * For editors only.
   */
  $schema?: string;
  /**
   * Marks a page file.
   */
  kind: 'page';
  /**
   * Its address; something must link to it.
   */
  route: string;
  /**
   * Heading.
   */
  title: string;
  /**
   * Line under the heading.
   */
  subtitle?: string;
  /**
   * Sections of the page; each needs at least one key.
   *
   * @minItems 1
   */
  blocks: {
    /**
     * Section heading.
     */
    heading?: string;
    /**
     * Paragraphs.
     *
     * Items: Text shown to users; may not be blank. Translatable: a translation (translations/<language>.yaml) can give it in another language.
     */
    paragraphs?: string[];
    /**
     * Bullet points.
     *
     * Items: Text shown to users; may not be blank. Translatable: a translation (translations/<language>.yaml) can give it in another language.
     */
    items?: string[];
    /**
     * Buttons in the section.
     */
    actions?: Action[];
  }[];
  /**
   * Buttons at the end of the page.
   */
  actions?: Action[];
}
/**
 * The fields a form asks for, their rules and how they look. The file name is the form's id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FormFile".
 */
export interface FormFile {
  /**
   * For editors only; must lead to the form schema (docs/guide/content-folders.md).
   */
  $schema?: string;
  /**
   * Marks a form file.
   */
  kind: 'form';
  schema: JsonObject;
  uiSchema?: JsonObject2;
  /**
   * How many levels a recursive "$ref" (a definition that contains itself, such as a tree of nodes) shows: at the deepest level the part that would nest again is left out. Without it, 3 levels, with a warning.
   */
  recursionDepth?: number;
}
/**
 * The form's fields and their rules: usually an object of fields ("type": "object" with "properties"); a single field or a list is the form's one field, stored as "value".
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
 * How fields look: `ui:order`, `ui:widget`, `ui:placeholder`…, and, per field, when it shows (`ui:when`). Without it: default widgets.
 */
export interface JsonObject2 {
  /**
   * One field's entry in the uiSchema, under the field's name: how it looks (`ui:widget`, `ui:placeholder`, `ui:options`…), its messages (`ui:messages`) and when it shows (`ui:when`).
   *
   * This interface was referenced by `JsonObject2`'s JSON-Schema definition
   * via the `patternProperty` "^(?!ui:)".
   */
  [k: string]:
    | (JsonObject1 & {
        'ui:when'?: Logic;
      })
    | JsonValue;
}
/**
 * The prompt template, the sections the answer must contain, how it is checked and shown, the offline rubric and the optional email. The file name is the analysis id.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "AnalysisFile".
 */
export interface AnalysisFile {
  /**
   * For editors only.
   */
  $schema?: string;
  /**
   * Marks an analysis file.
   */
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
   * What the answer must contain.
   *
   * @minItems 1
   */
  sections: Section[];
  /**
   * When an answer counts as valid.
   */
  validity: {
    /**
     * Fewest real items per list. May be empty (`{}`).
     */
    minItems: {
      [k: string]: number;
    };
    /**
     * Error when an answer is not valid.
     */
    message: string;
  };
  /**
   * Rules checked before anything is sent. May be empty (`[]`).
   */
  precheck: {
    /**
     * `store` or `store.field` paths that must not be blank.
     *
     * @minItems 1
     */
    require: string[];
    /**
     * The error; `{missing}` names the blank paths.
     */
    message: string;
    /**
     * How `{missing}` names a path: its last part, or the whole path. Default: `last`.
     */
    name?: 'last' | 'path';
  }[];
  /**
   * Longest answer the AI may give.
   */
  maxTokens: number;
  /**
   * Re-run the providers when they are out of quota. Without it: no automatic retry.
   */
  retry?: {
    /**
     * Tries in all.
     */
    attempts: number;
    /**
     * First wait in milliseconds; doubles each time.
     */
    initialDelayMs: number;
    /**
     * Retry only when a provider's error mentions this.
     */
    whenMessageIncludes: string;
  };
  /**
   * Error messages.
   */
  messages: {
    /**
     * The providers are out of quota (after any retries).
     */
    unavailable: string;
    /**
     * Any other provider failure; `{message}` is the cause.
     */
    failed: string;
    /**
     * The providers are rate-limited, not out of quota.
     */
    bothLimited: string;
    /**
     * The answer had none of the sections.
     */
    parseFailed: string;
    /**
     * Note on an offline (rubric) result.
     */
    offlineNotice: string;
    /**
     * Status line while this analysis runs; defaults to the app's analysisStatus.analyzing.
     */
    analyzing?: string;
  };
  result: ResultView;
  /**
   * The offline analysis's criteria.
   *
   * @minItems 1
   */
  rubric: {
    /**
     * The `store.field` it rates.
     */
    field: string;
    /**
     * Its name.
     */
    label: string;
    /**
     * Words for full marks.
     */
    minWords: number;
    /**
     * Reward concrete numbers. Default: false.
     */
    wantsNumbers?: boolean;
    /**
     * The answer is one only some visitors give (a conditional form field): when it is missing the criterion is left out of the offline rating instead of counting as a weakness. Default: false.
     */
    optional?: boolean;
    /**
     * Words that show specificity, found anywhere in the answer, ignoring case; two hits give full marks.
     */
    keywords?: string[];
    /**
     * The score section field this criterion counts towards. Without it: all score sections.
     */
    score?: string;
    /**
     * Sentence when it scores well.
     */
    strength: string;
    /**
     * Sentence when it scores poorly.
     */
    weakness: string;
    /**
     * Advice when it scores poorly.
     */
    recommendation: string;
  }[];
  /**
   * Email the result with EmailJS. Without it: no email.
   */
  email?: {
    env: EmailService;
    /**
     * The email template's parameters; placeholders may also use `result.<field>` and `now`.
     */
    params: {
      /**
       * Text shown to users, which may be empty. Translatable, like every text.
       */
      [k: string]: string;
    };
    /**
     * Email messages.
     */
    messages: {
      /**
       * Sending failed; `{message}` is the cause.
       */
      failed: string;
      /**
       * Note shown with that failure.
       */
      amberNote: string;
      /**
       * Sent.
       */
      sent: string;
      /**
       * Not configured.
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
   * How the section is read: as text, as a list of points, or as a score.
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
   * Heading.
   */
  title: string;
  /**
   * The field holding the main score; on a results screen it may be computed.<name>, a value the flow calculates.
   */
  scoreField: string;
  /**
   * Label under the score.
   */
  scoreLabel: string;
  /**
   * The field holding the summary (or computed.<name> on a results screen).
   */
  summaryField: string;
  /**
   * Lists to show, in order. May be empty (`[]`).
   */
  lists: {
    /**
     * A list field.
     */
    field: string;
    /**
     * Its heading.
     */
    heading: string;
  }[];
  /**
   * Smaller scores under the main one.
   */
  subScores?: {
    /**
     * A score field.
     */
    field: string;
    /**
     * Its label.
     */
    label: string;
  }[];
  /**
   * Buttons under the result. May be empty (`[]`).
   */
  actions: Action[];
  /**
   * A stored answer naming whom the result is for (e.g. companyProfile.companyName), shown under the title and on the printed page with the date (the app's printResult.preparedFor). It must be one of the analysis's inputs, or on a results screen a store of its flow. Without it, only the date (printResult.preparedOn).
   */
  printedFor?: string;
}
/**
 * Every text of the content in one more language. English, the language the content is written in, stays the source and the default; this file gives each English text in another language, named by the content file and the place in it, and records which English it was made from, so a translation whose English has changed since is found stale. The file name is the language's tag (BCP 47, e.g. es, pt-BR); the app shows the language at /<tag>/… (docs/guide/translations.md).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "TranslationFile".
 */
export interface TranslationFile {
  /**
   * For editors only.
   */
  $schema?: string;
  /**
   * Marks a translation file.
   */
  kind: 'translation';
  /**
   * The language's name in itself, as the language switcher shows it, e.g. Español.
   */
  name: string;
  /**
   * While the translation is being written: a text it lacks, or one whose English changed, is a warning rather than an error, and shows in English. Default: false.
   */
  draft?: boolean;
  /**
   * The translations, by content file (named by its path in the project), then by the place of the English text in it, written as the checker writes places: list items are named by their id, value, key or field, otherwise by their position, [0]. `npm run translations:export` lists the places that need a translation.
   */
  texts: {
    /**
     * The translations of one content file's texts, by their place in it.
     */
    [k: string]: {
      [k: string]: Entry;
    };
  };
}
/**
 * One text in this language.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Entry".
 */
export interface Entry {
  /**
   * The text in this language; it keeps the English text's placeholders ({{ path }}, {name}), in any order.
   */
  text: string;
  /**
   * The fingerprint of the English text this was translated from (seven letters). When the English changes, the checker names this translation stale and gives the new fingerprint to write here once the translation is checked.
   */
  from: string;
}
/**
 * One way out of a screen: taken when its rule holds and no branch before it was taken. The last branch of a list has no `when`: it is the default.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Branch".
 */
export interface Branch {
  when?: Logic;
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
   * The analysis this questionnaire runs, by its name in the list of analyses.
   */
  prompt: string;
  /**
   * Stores cleared by a result button with an `effect`. May be empty (`[]`).
   *
   * Items: A session storage key in camelCase, e.g. companyProfile.
   */
  clearOnClose: string[];
  /**
   * Where such a button leads. Without it: stay on the screen.
   */
  closeTo?: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FormScreen".
 */
export interface FormScreen {
  /**
   * The form this screen shows, by its name in the list of forms.
   */
  form: string;
  /**
   * Where the submitted form is kept.
   */
  store: string;
  /**
   * Submit button.
   */
  submitLabel: string;
  next?: Next;
  back?: Action;
  /**
   * A sentence built from the answers as the user types.
   */
  preview?: {
    /**
     * Its caption.
     */
    label: string;
    /**
     * The sentence; `{{ field }}` placeholders name this form's properties.
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
   * Where the answers are kept (`<store>.answers.<step id>`).
   */
  store: string;
  /**
   * The questions, in order.
   *
   * @minItems 1
   */
  steps: Step[];
  /**
   * Button labels.
   */
  labels: {
    /**
     * Back button.
     */
    back: string;
    /**
     * Next button.
     */
    next: string;
    /**
     * The last step's button.
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
   * Unique in the questionnaire; the answer's key.
   */
  id: string;
  /**
   * The kind of question (free text, a slider, choices, a rating…); changing it keeps the settings the new kind shares.
   */
  type: 'text' | 'range' | 'radio' | 'checkbox' | 'number' | 'email' | 'date' | 'rating' | 'nps' | 'yesno' | 'dropdown';
  /**
   * The question.
   */
  title: string;
  /**
   * Explanation under it.
   */
  description?: string;
  /**
   * Message when unanswered. Without it: the app's `messages.answerRequired`.
   */
  requiredMessage?: string;
  /**
   * `false` makes the step optional: the person may press Next without an answer (the step says it is optional with the app's `messages.optionalStep`), it still counts in 'N of M', and nothing is stored for it. Anything that reads it (a placeholder, a rubric criterion) must allow for it missing, as for a conditional step: `{{ … ?? "…" }}`, `optional: true`; a precheck may not require it. An answer that is given is checked as usual. Without it: the step must be answered.
   */
  required?: boolean;
  when?: Logic;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "AnalysisScreen".
 */
export interface AnalysisScreen {
  /**
   * The analysis this screen runs as it opens, by its name in the list of analyses (the name of its prompt file), over the stores its `inputs` name; it shows the analysis's result or error screen. Every way into this screen must pass the screens that fill those stores (the checker follows each path). Lets a branch lead straight into an analysis, with no extra form.
   */
  analysis: string;
  /**
   * Stores cleared by a result button with an `effect`. Without it: none.
   *
   * Items: A session storage key in camelCase, e.g. companyProfile.
   */
  clearOnClose?: string[];
  /**
   * Where such a button leads. Without it: stay on the screen.
   */
  closeTo?: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ResultsScreen".
 */
export interface ResultsScreen {
  /**
   * The fixed result.
   */
  result: {
    view: ResultView;
    values: JsonObject3;
    /**
     * Stores cleared by a button with an `effect` (Start Over), before it goes to its `to`.
     *
     * Items: A session storage key in camelCase, e.g. companyProfile.
     */
    clearOnClose?: string[];
  };
}
/**
 * The values the view's fields read. Their texts may use {{ computed.<name> }} and {{ <store>.<field> }}, filled from the session when the screen opens.
 */
export interface JsonObject3 {
  [k: string]: JsonValue;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "TextStepKeys".
 */
export interface TextStepKeys {
  /**
   * Hint inside the empty box.
   */
  placeholder?: string;
  /**
   * Fewest characters (after trimming). Without it: any non-blank answer.
   */
  minLength?: number;
  /**
   * Message when too short. Without it: the required message.
   */
  minLengthMessage?: string;
  /**
   * Longest answer in characters; a counter shows near it. Without it: the app's `answerMaxLength`.
   */
  maxLength?: number;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "RangeStepKeys".
 */
export interface RangeStepKeys {
  /**
   * Lowest value; less than `max`.
   */
  min: number;
  /**
   * Highest value.
   */
  max: number;
  /**
   * Slider increment. Without it: about 1% of the span, rounded to 1, 2 or 5 × 10ⁿ.
   */
  step?: number;
  /**
   * The range before the user moves it; within `min`–`max`.
   */
  default: {
    /**
     * Its lower end.
     */
    min: number;
    /**
     * Its upper end.
     */
    max: number;
  };
  /**
   * How the handles' labels read, as the spec writes them: currency ($750, $1.5K from 1,000, $2M+ on a top bound from 1,000,000) or multiple (3.5x). The two formats of the app's number vocabulary a range takes.
   */
  format: 'currency' | 'multiple';
  /**
   * Heights of the bars drawn behind the slider, from its min (left) to its max (right): 50 numbers of 0 or more, in any unit (only their proportions show). Without it: bars generated from the step id.
   */
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
  /**
   * Fewest ticks. Default: 1.
   */
  minSelected?: number;
}
/**
 * A number typed into a box, with optional bounds, step and unit.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "NumberStepKeys".
 */
export interface NumberStepKeys {
  /**
   * The lowest number accepted; below it the app's messages.minimum is shown. No lower bound without it.
   */
  min?: number;
  /**
   * The highest number accepted; above it the app's messages.maximum is shown. No upper bound without it.
   */
  max?: number;
  /**
   * Only values min + k × step are accepted (from 0 without min), e.g. 1 for whole numbers; the arrow keys move by it. Any number without it.
   */
  step?: number;
  format?: NumberFormat;
  /**
   * The unit shown after the box and added to the answer in prompts, e.g. employees or %.
   */
  unit?: string;
  /**
   * A hint inside the empty box.
   */
  placeholder?: string;
}
/**
 * An email address, checked for the form name@example.com.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "EmailStepKeys".
 */
export interface EmailStepKeys {
  /**
   * A hint inside the empty box, e.g. name@company.com.
   */
  placeholder?: string;
}
/**
 * A calendar date, stored as YYYY-MM-DD.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "DateStepKeys".
 */
export interface DateStepKeys {
  /**
   * The earliest date accepted, as YYYY-MM-DD; before it the app's messages.dateTooEarly is shown.
   */
  min?: string;
  /**
   * The latest date accepted, as YYYY-MM-DD; after it the app's messages.dateTooLate is shown.
   */
  max?: string;
}
/**
 * A rating or opinion scale from 1 to `scale`, one button per point, with a label at each end.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "RatingStepKeys".
 */
export interface RatingStepKeys {
  /**
   * How many points: the answers are the whole numbers 1 to scale.
   */
  scale: number;
  /**
   * What 1 means, shown under the first point, e.g. Not at all.
   */
  minLabel: string;
  /**
   * What the top point means, shown under it, e.g. Completely.
   */
  maxLabel: string;
}
/**
 * A Net Promoter Score question: the whole numbers 0 to 10, with a label at each end.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "NpsStepKeys".
 */
export interface NpsStepKeys {
  /**
   * What 0 means, shown under it, e.g. Not at all likely.
   */
  minLabel: string;
  /**
   * What 10 means, shown under it, e.g. Extremely likely.
   */
  maxLabel: string;
}
/**
 * A yes-or-no question; the answer is stored as true or false.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "YesnoStepKeys".
 */
export interface YesnoStepKeys {
  /**
   * The words on the yes choice, e.g. Yes or Yes, I do.
   */
  yesLabel: string;
  /**
   * The words on the no choice, e.g. No or Not yet.
   */
  noLabel: string;
}
/**
 * One choice from a long list, in a drop-down menu.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "DropdownStepKeys".
 */
export interface DropdownStepKeys {
  options: Options;
  /**
   * The menu's text before anything is chosen, e.g. Choose a country. Blank without it.
   */
  placeholder?: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "TextSectionKeys".
 */
export interface TextSectionKeys {
  /**
   * Used when the answer lacks the section. Without it: empty.
   */
  filler?: string;
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ListSectionKeys".
 */
export interface ListSectionKeys {
  /**
   * Fewest items; not above `max`.
   */
  min: number;
  /**
   * Most items (the rest are dropped).
   */
  max: number;
  /**
   * Items that pad a list shorter than min.
   *
   * @minItems 1
   *
   * Items: Text shown to users; may not be blank. Translatable: a translation (translations/<language>.yaml) can give it in another language.
   */
  filler: string[];
}
/**
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "ScoreSectionKeys".
 */
export interface ScoreSectionKeys {
  /**
   * Lowest score; not above `max`.
   */
  min: number;
  /**
   * Highest score.
   */
  max: number;
  /**
   * The score when the model gives none.
   */
  fallback: number;
}
