import type { MiddlewareHandler } from 'hono';
import type { Content } from '../../src/engine/index.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import { requestRules, type RequestRules, type SlotProblem } from './checkAnalysisRequest.ts';
import { refusalMessage } from './refusalMessage.ts';

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The request kinds a body check hands on, by the context variable that holds them. */
type CheckedVariable = 'checked' | 'completion';
type BodyCheck<K extends CheckedVariable> = (
  content: Content,
  rules: RequestRules,
  body: unknown,
) => { ok: true; request: AppEnv['Variables'][K] } | SlotProblem;

/**
 * Parses a JSON body and checks it against the current content with `check` (the analysis
 * request's, or a completion's); refuses with 415 or 400 in the words of `invalidMessage`, else hands the
 * checked request on as `variable`.
 */
export function checkedBody<K extends CheckedVariable>(
  content: () => Content,
  check: BodyCheck<K>,
  variable: K,
  invalidMessage: (content: Content) => string,
): MiddlewareHandler<AppEnv> {
  let rules: { for: Content; rules: RequestRules } | undefined;
  return async (c, next) => {
    const current = content();
    // Compiled once per content (the dev server swaps content on an edit).
    if (rules?.for !== current) rules = { for: current, rules: requestRules(current) };
    // Only the app's own JSON requests: a form or text/plain body is what a cross-site page can
    // send without asking, so it is refused before it is read, whatever it holds.
    const type = c.req.header('content-type');
    if (!isJson(type)) {
      const reason = `the request is not sent as JSON (its content type is ${type ? `"${type.slice(0, 60)}"` : 'missing'})`;
      return refuse(c, 415, 'invalid', refusalMessage(invalidMessage(current), reason));
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return refuse(c, 400, 'invalid', refusalMessage(invalidMessage(current), 'the request is not JSON'));
    }
    const checked = check(current, rules.rules, body);
    if (!checked.ok) return refuse(c, 400, checked.code, checked.message);
    c.set(variable, checked.request);
    await next();
  };
}
