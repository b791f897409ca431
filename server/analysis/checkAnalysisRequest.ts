import {
  type AnalysisContent,
  type Answer,
  type AnswerProblem,
  type Answers,
  askedAnswersProblems,
  checkParams,
  compileAtRunTime,
  type Content,
  evaluateGuards,
  fieldMaxLength,
  fillMessage,
  findPrecheckFailure,
  flowCatalogue,
  type FlowContent,
  type FormContent,
  type FormScreen,
  guardFieldCheck,
  type GuardFieldCheck,
  pathOutcome,
  screenAnalysis,
  shownFormAnswers,
  modelFor,
  type QuestionnaireScreen,
  type Screen,
  type ScreenQuestion,
  type SlotValidator,
  slotValidators,
  textStepMaxLength,
  withParams,
} from '../../src/engine/index.ts';
import { keyNotKept, nestsDeeperThan, undeclaredKey } from './undeclaredKeys.ts';
import { formatChecker, type FormatCheck } from './formatChecker.ts';
import { refusalMessage } from './refusalMessage.ts';

/** A request that may run: the flow, its analysis and the answers, checked against their content. */
export interface CheckedAnalysisRequest {
  flow: FlowContent;
  analysis: AnalysisContent;
  input: Record<string, unknown>;
}

export type RequestCheck =
  { ok: true; request: CheckedAnalysisRequest } | { ok: false; code: 'invalid' | 'too-long'; message: string };

const requestKeys = ['flowId', 'analysisId', 'answers', 'params'] as const;

/**
 * The deepest body the checks walk. The app's deepest is a nested list form's field (body,
 * answers, store, list, item, list, item, field: 8); 32 leaves editors room and keeps every walk
 * below far from the stack's limit.
 */
const maxNesting = 32;

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** One store key's answers: which keys it may hold, and each string's limit and display name. */
export interface SlotRules {
  validate: SlotValidator;
  /** Declared keys of the stored value (step ids, or a form's properties); others are refused. */
  keys: ReadonlySet<string>;
  /** Where the answers sit inside the stored value: a questionnaire nests them under `answers`. */
  answersOf: (value: Record<string, unknown>) => unknown;
  limit: (key: string) => { max: number; name: string };
  /** The first key, at any level, that the store's reading or the form's schema has no place for. */
  unknownKey: (sent: unknown, kept: unknown) => string[] | null;
  /** Why a value breaks a field's `format` (an email without its domain), in the form's own words, or null. */
  format?: FormatCheck;
  /** What the browser's Next would say against one answer (a number out of bounds, an email that is none), or null. */
  answerProblem: (key: string, answer: unknown) => string | null;
  /**
   * Answers to questions the screen's logic does not ask (a skipped step, a form field its
   * condition hides), and a finished questionnaire's missing answers to questions it does.
   */
  logic?: (sent: Record<string, unknown>, kept: unknown, session: Readonly<Record<string, unknown>>) => AnswerProblem[];
}

/** A screen's questions by id, from the flow's catalogue. */
function questionsById(content: Content, flow: FlowContent, screen: Screen): Map<string, ScreenQuestion> {
  return new Map(
    flowCatalogue(content, flow)
      .ofScreen(screen.id)
      .map((question) => [question.id, question]),
  );
}

function questionnaireRules(
  content: Content,
  flow: FlowContent,
  screen: QuestionnaireScreen,
  validate: SlotValidator,
): SlotRules {
  const questions = questionsById(content, flow, screen);
  const computed = flow.computed ?? {};
  return {
    validate,
    logic: (sent, kept, session) =>
      askedAnswersProblems(screen, sent, isObject(kept) && isObject(kept.answers) ? (kept.answers as Answers) : {}, {
        session,
        computed,
      }),
    keys: new Set(questions.keys()),
    answersOf: (value) => value.answers,
    limit(key) {
      const question = questions.get(key);
      const step = question?.source === 'step' ? question.step : undefined;
      const max = step?.type === 'text' ? textStepMaxLength(step, content.app) : content.app.answerMaxLength;
      return { max, name: question?.title ?? key };
    },
    unknownKey: (sent, kept) => keyNotKept(sent, kept),
    answerProblem(key, answer) {
      const question = questions.get(key);
      if (question?.source !== 'step') return null;
      return modelFor(question.step).validate(question.step, answer as Answer, content.app.messages);
    },
  };
}

function formRules(
  content: Content,
  flow: FlowContent,
  screen: FormScreen,
  form: FormContent,
  validate: SlotValidator,
): SlotRules {
  const fields = questionsById(content, flow, screen);
  const asked = [...fields.values()].filter((field) => field.source === 'field');
  const computed = flow.computed ?? {};
  return {
    validate,
    // The browser stores no answer to a field its conditions hide (shownFormAnswers), nor may a request carry one.
    logic: (sent, _kept, session) => {
      const { hidden } = shownFormAnswers(form.schema, asked, sent, {
        store: screen.store,
        context: { session, computed },
      });
      return [...hidden]
        .filter((name) => Object.hasOwn(sent, name))
        .map((name) => ({ problem: 'not-asked', title: fields.get(name)?.title ?? name }));
    },
    format: formatChecker(form, content.app.messages),
    keys: new Set(fields.keys()),
    answersOf: (value) => value,
    limit(key) {
      const field = fields.get(key);
      return {
        max: fieldMaxLength(field?.source === 'field' ? field.schema : undefined, content.app),
        name: field?.title ?? key,
      };
    },
    unknownKey: (sent) => undeclaredKey(sent, form.schema),
    // A form's rules are its schema's, which the store's compiled validator already applied.
    answerProblem: () => null,
  };
}

/** What a request is checked with, built once per content: each store key's rules and the guards' field rule. */
export interface RequestRules {
  slots: ReadonlyMap<string, SlotRules>;
  isThere: GuardFieldCheck;
}

export function requestRules(content: Content): RequestRules {
  return { slots: slotRules(content), isThere: guardFieldCheck(content) };
}

/** The rules for every store key a screen writes. */
function slotRules(content: Content): Map<string, SlotRules> {
  // Node may compile: the same sources and options the build compiles for the browser.
  const validators = slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms);
  const rules = new Map<string, SlotRules>();
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      const validate = 'store' in screen ? validators[screen.store] : undefined;
      if (!validate) continue;
      if (screen.type === 'questionnaire') rules.set(screen.store, questionnaireRules(content, flow, screen, validate));
      if (screen.type === 'form') {
        const form = content.forms[screen.form];
        if (form) rules.set(screen.store, formRules(content, flow, screen, form, validate));
      }
    }
  }
  return rules;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isObject(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

export type SlotProblem = Extract<RequestCheck, { ok: false }>;

/**
 * The first problem with one store key's value, in the user's words, or null. `session` is every
 * store the request sends, which the flow's logic reads (a condition on a form's answer).
 */
export function slotProblem(
  content: Content,
  key: string,
  value: unknown,
  rules: SlotRules,
  session: Readonly<Record<string, unknown>>,
  invalidMessage = content.app.serverMessages.invalidRequest,
): SlotProblem | null {
  const messages = content.app.serverMessages;
  const invalid = (reason: string): SlotProblem => ({
    ok: false,
    code: 'invalid',
    message: refusalMessage(invalidMessage, reason),
  });
  const checked = rules.validate(value, session);
  if (!checked.ok) return invalid(`"${key}" ${checked.reason}`);
  const answers = isObject(value) ? rules.answersOf(value) : undefined;
  for (const [name, answer] of Object.entries(isObject(answers) ? answers : {})) {
    if (!rules.keys.has(name)) return invalid(`"${key}" has an unknown answer "${name}"`);
    const { max, name: field } = rules.limit(name);
    const longest = Math.max(0, ...stringsIn(answer).map((text) => text.length));
    if (longest > max)
      return {
        ok: false,
        code: 'too-long',
        message: fillMessage(messages.answerTooLong, { field, length: longest, max }),
      };
  }
  const unknownKey = rules.unknownKey(value, checked.value);
  if (unknownKey) return invalid(`"${key}" has an unknown field "${unknownKey.join('.')}"`);
  const malformed = rules.format?.(value);
  if (malformed) return invalid(`"${key}" ${malformed}`);
  const logic = logicProblems(rules, value, checked.value, session);
  const notAsked = logic.find((found) => found.problem === 'not-asked');
  if (notAsked) return invalid(fillMessage(messages.answerNotAsked, { question: notAsked.title }));
  // The browser's store adjusts a tampered value on reading it, so no real client sends one that
  // needs it; when the adjustment is a step moved back to a question left unanswered, say which.
  const adjusted = checked.notes?.[0];
  const unanswered = logic.find((found) => found.problem === 'unanswered');
  if (adjusted && unanswered) return invalid(fillMessage(messages.answerMissing, { question: unanswered.title }));
  if (adjusted) return invalid(`"${key}" is not what the app would send (${adjusted})`);
  // Every answer sent has passed Next in the browser, so each must pass the same step rules here.
  for (const [name, answer] of Object.entries(isObject(answers) ? answers : {})) {
    const problem = rules.answerProblem(name, answer);
    // The step's message is a sentence; refusalMessage drops its full stop inside the refusal's own.
    if (problem !== null) return invalid(`"${key}" answer to "${rules.limit(name).name}": ${problem}`);
  }
  return null;
}

function logicProblems(
  rules: SlotRules,
  value: unknown,
  kept: unknown,
  session: Readonly<Record<string, unknown>>,
): AnswerProblem[] {
  const sent = isObject(value) ? rules.answersOf(value) : undefined;
  return rules.logic?.(isObject(sent) ? sent : {}, kept, session) ?? [];
}

/**
 * The first question the flow's logic asks, given all the answers sent, that has no answer, in
 * the user's words, or null. Checked once every store passed slotProblem and the analysis's own
 * prechecks (whose spec messages name missing answers first).
 */
export function unansweredProblem(
  content: Content,
  rules: RequestRules,
  answers: Readonly<Record<string, unknown>>,
  invalidMessage = content.app.serverMessages.invalidRequest,
): SlotProblem | null {
  for (const [key, value] of Object.entries(answers)) {
    const rule = rules.slots.get(key);
    const checked = rule?.validate(value, answers);
    if (!rule || !checked?.ok) continue;
    const missing = logicProblems(rule, value, checked.value, answers).find((found) => found.problem === 'unanswered');
    if (missing) {
      const reason = fillMessage(content.app.serverMessages.answerMissing, { question: missing.title });
      return { ok: false, code: 'invalid', message: refusalMessage(invalidMessage, reason) };
    }
  }
  return null;
}

/**
 * The URL parameters a request sends, checked with the declarations and the function the browser
 * read them with: every one declared and keeping its declaration, or the first that does not. The
 * browser sends only what it kept, so a refused one is a hand-made request.
 */
export function sentParams(
  flow: FlowContent,
  sent: unknown,
): { ok: true; params: Record<string, unknown> | undefined } | { ok: false; problem: string } {
  if (sent === undefined) return { ok: true, params: undefined };
  const { params, problems } = checkParams(flow.params, sent);
  const [problem] = problems;
  return problem === undefined ? { ok: true, params } : { ok: false, problem };
}

function findAnalysis(content: Content, flowId: unknown, analysisId: unknown) {
  const flow = content.flows.find((candidate) => candidate.id === flowId);
  const screen = flow?.screens.find((candidate) => screenAnalysis(candidate)?.prompt === analysisId);
  const analysis = screen && typeof analysisId === 'string' ? content.analyses[analysisId] : undefined;
  return flow && screen && analysis ? { flow, screen, analysis } : undefined;
}

/**
 * The guards of the screen that runs the analysis, on the stores the request sends: what the
 * browser checked before it let the analysis start (a guarded list of a form holds complete
 * items, by the form's own rules), so a hand-made request cannot skip it.
 */
function guardProblem(isThere: GuardFieldCheck, screen: Screen, answers: Record<string, unknown>): string | null {
  const sent = (screen.guards ?? []).filter((guard) => Object.hasOwn(answers, guard.store));
  const outcome = evaluateGuards(sent, answers, isThere);
  return outcome.pass ? null : outcome.message;
}

/**
 * Checks a POST /api/analysis body against the flow's own content: exactly { flowId, analysisId,
 * answers }, answers only under the store keys the analysis reads, each of the shape the
 * browser's store accepts (the same compiled validators), within its length limit, and passing
 * the analysis's prechecks. Anything else is refused with a message from content.
 */
export function checkAnalysisRequest(content: Content, rules: RequestRules, body: unknown): RequestCheck {
  const invalid = (reason: string): RequestCheck => ({
    ok: false,
    code: 'invalid',
    message: refusalMessage(content.app.serverMessages.invalidRequest, reason),
  });
  if (nestsDeeperThan(body, maxNesting)) return invalid(`the request nests deeper than ${maxNesting} levels`);
  if (!isObject(body)) return invalid('the request is not a JSON object');
  const unknown = Object.keys(body).find((key) => !(requestKeys as readonly string[]).includes(key));
  if (unknown !== undefined) return invalid(`the request has an unknown field "${unknown}"`);
  const found = findAnalysis(content, body.flowId, body.analysisId);
  if (!found) return invalid('there is no such flow or analysis');
  const { answers } = body;
  if (!isObject(answers)) return invalid('the answers are missing');
  const params = sentParams(found.flow, body.params);
  if (!params.ok) return invalid(params.problem);
  // What the flow's rules and the prompt read: the stores sent, and the parameters as `params`.
  const session = withParams(answers, params.params);
  for (const [key, value] of Object.entries(answers)) {
    const rule = rules.slots.get(key);
    if (!found.analysis.inputs.includes(key) || !rule) return invalid(`the answers have an unknown part "${key}"`);
    const problem = slotProblem(content, key, value, rule, session);
    if (problem !== null) return problem;
  }
  const guard = guardProblem(rules.isThere, found.screen, answers);
  if (guard !== null) return invalid(`the screen's guard refused it (${guard})`);
  // The browser opens the screen only when the answers' branches lead to it; nor does the server run it otherwise.
  const path = pathOutcome(found.flow, found.screen.id, session);
  if (!path.open) return invalid(fillMessage(content.app.serverMessages.answersLeadElsewhere, { route: path.leadsTo }));
  const precheck = findPrecheckFailure(found.analysis.precheck, answers);
  if (precheck !== null) return { ok: false, code: 'invalid', message: precheck };
  const unanswered = unansweredProblem(content, rules, session);
  if (unanswered !== null) return unanswered;
  return { ok: true, request: { flow: found.flow, analysis: found.analysis, input: { ...session } } };
}
