import type { MiddlewareHandler } from 'hono';
import { fillMessage } from '../../src/engine/analysis/fillMessage.ts';
import type { Content } from '../../src/engine/content/types.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import { checkAnalysisRequest, requestRules, type RequestRules } from './checkAnalysisRequest.ts';

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Parses and checks the analysis request against the current content; refuses with 400 otherwise. */
export function checkedBody(content: () => Content): MiddlewareHandler<AppEnv> {
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
      return refuse(c, 415, 'invalid', fillMessage(current.app.serverMessages.invalidRequest, { reason }));
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      const message = fillMessage(current.app.serverMessages.invalidRequest, { reason: 'the request is not JSON' });
      return refuse(c, 400, 'invalid', message);
    }
    const checked = checkAnalysisRequest(current, rules.rules, body);
    if (!checked.ok) return refuse(c, 400, checked.code, checked.message);
    c.set('checked', checked.request);
    await next();
  };
}
