import {
  collectedStores,
  type Content,
  fillMessage,
  isAnsweredScreen,
  type FlowContent,
  pathOutcome,
  saveIdPattern,
  type SaveReference,
  saveTokenPattern,
  screenAnalysis,
  withParams,
} from '../../src/engine/index.ts';
import { refusalMessage } from '../analysis/refusalMessage.ts';
import {
  isObject,
  sentParams,
  slotProblem,
  unansweredProblem,
  type RequestRules,
  type SlotProblem,
} from '../analysis/checkAnalysisRequest.ts';
import { unstorableText } from '../http/storableText.ts';

/** A completion as the browser reports it, once checked against the flow's content. */
export interface CheckedCompletion {
  flow: FlowContent;
  completionId: string;
  /** The analysis's score when the flow ended in one. */
  score: number | null;
  /** The flow's stores, only for a flow that collects them and only with the person's consent. */
  answers: Record<string, unknown> | null;
  /** The saved answers of the person's save-and-continue-later link, deleted now the flow is done. */
  forgetSave?: SaveReference;
}

export type CompletionCheck = { ok: true; request: CheckedCompletion } | SlotProblem;

const completionKeys = ['completionId', 'flowId', 'score', 'consent', 'answers', 'params', 'forgetSave'] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const endsInAnalysis = (flow: FlowContent) => flow.screens.some((screen) => screenAnalysis(screen));

/**
 * Where the answers lead when they lead away from a screen the completion reports: a screen that
 * wrote one of `stores`, or (for a completion with a score) every screen that runs an analysis.
 * The same path the browser opens screens by (pathOutcome).
 */
function leadsElsewhere(
  flow: FlowContent,
  session: Readonly<Record<string, unknown>>,
  stores: readonly string[],
  scored: boolean,
): string | undefined {
  const writers = flow.screens.filter((screen) => isAnsweredScreen(screen) && stores.includes(screen.store));
  for (const screen of writers) {
    const path = pathOutcome(flow, screen.id, session);
    if (!path.open) return path.leadsTo;
  }
  const analyses = scored ? flow.screens.filter((screen) => screenAnalysis(screen)) : [];
  const closed = analyses.map((screen) => pathOutcome(flow, screen.id, session)).filter((path) => !path.open);
  // Refused only when no screen that runs an analysis is open: a score can come from any of them.
  return closed.length > 0 && closed.length === analyses.length ? closed[0]?.leadsTo : undefined;
}

/**
 * Checks a POST /api/completions body: exactly { completionId, flowId, score?, consent?, answers?, params?, forgetSave? }
 * for a flow of the content. Answers come only with `consent: true`, only for a flow whose content
 * says it collects them, only under its own store keys, each checked as the analysis route checks
 * it (the browser store's compiled validators, the length limits); a score only for a flow that
 * ends in an analysis, a whole number from 0 to 100. URL parameters come only with the answers,
 * each declared by the flow and keeping its declaration (sentParams), and are stored with them.
 * `forgetSave` names the person's saved link ({ id, token }), whose sealed answers are deleted.
 */
export function checkCompletion(content: Content, rules: RequestRules, body: unknown): CompletionCheck {
  const template = content.app.completionMessages.invalid;
  const invalid = (reason: string): SlotProblem => ({
    ok: false,
    code: 'invalid',
    message: refusalMessage(template, reason),
  });
  if (!isObject(body)) return invalid('the request is not a JSON object');
  // What is stored must be storable: found here, such a character is bad input, never a database failure.
  const unstorable = unstorableText(body);
  if (unstorable !== undefined) return invalid(`${unstorable}, which cannot be kept`);
  const unknown = Object.keys(body).find((key) => !(completionKeys as readonly string[]).includes(key));
  if (unknown !== undefined) return invalid(`the request has an unknown field "${unknown}"`);
  const { completionId, flowId, score, consent, answers } = body;
  if (typeof completionId !== 'string' || !uuid.test(completionId)) return invalid('the completion has no valid id');
  const flow = content.flows.find((candidate) => candidate.id === flowId);
  if (!flow) return invalid('there is no such flow');
  if (score !== undefined) {
    if (!endsInAnalysis(flow)) return invalid('this flow has no analysis to score');
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 100)
      return invalid('the score is not a whole number from 0 to 100');
  }
  if (consent !== undefined && consent !== true) return invalid('consent is either given (true) or not sent');
  const forgetSave = saveReferenceOf(body.forgetSave);
  if (forgetSave === 'malformed') return invalid('the saved link to forget is malformed');
  const forgetting = forgetSave ? { forgetSave } : {};
  if (answers === undefined) {
    if (consent === true) return invalid('consent came without answers');
    if (body.params !== undefined) return invalid('URL parameters are sent only with consented answers');
    return { ok: true, request: { flow, completionId, score: score ?? null, answers: null, ...forgetting } };
  }
  if (!flow.collect) return invalid('this flow does not collect answers');
  if (consent !== true) return invalid('answers came without the consent this flow asks for');
  if (!isObject(answers) || Object.keys(answers).length === 0) return invalid('the answers are missing');
  const params = sentParams(flow, body.params);
  if (!params.ok) return invalid(params.problem);
  // Stored with the answers as `params`, as the flow's rules read them (a name no store may take).
  const session = withParams(answers, params.params);
  const stores = collectedStores(flow);
  for (const [key, value] of Object.entries(answers)) {
    const rule = rules.slots.get(key);
    if (!stores.includes(key) || !rule) return invalid(`the answers have an unknown part "${key}"`);
    const problem = slotProblem(content, key, value, rule, session, template);
    if (problem !== null) return problem;
  }
  const elsewhere = leadsElsewhere(flow, session, Object.keys(answers), score !== undefined);
  if (elsewhere !== undefined)
    return invalid(fillMessage(content.app.serverMessages.answersLeadElsewhere, { route: elsewhere }));
  const unanswered = unansweredProblem(content, rules, session, template);
  if (unanswered !== null) return unanswered;
  return { ok: true, request: { flow, completionId, score: score ?? null, answers: { ...session }, ...forgetting } };
}

/** `{ id, token }` of a saved link, none, or malformed. */
function saveReferenceOf(value: unknown): SaveReference | null | 'malformed' {
  if (value === undefined) return null;
  if (!isObject(value) || Object.keys(value).sort().join() !== 'id,token') return 'malformed';
  const { id, token } = value;
  return typeof id === 'string' && saveIdPattern.test(id) && typeof token === 'string' && saveTokenPattern.test(token)
    ? { id, token }
    : 'malformed';
}
