import type { MiddlewareHandler } from 'hono';
import { fillMessage } from '../../src/engine/analysis/fillMessage.ts';
import type { Content } from '../../src/engine/content/types.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import { checkAnalysisRequest, slotRules } from './checkAnalysisRequest.ts';

/** Parses and checks the analysis request against the current content; refuses with 400 otherwise. */
export function checkedBody(content: () => Content): MiddlewareHandler<AppEnv> {
  let rules: { for: Content; rules: ReturnType<typeof slotRules> } | undefined;
  return async (c, next) => {
    const current = content();
    // Compiled once per content (the dev server swaps content on an edit).
    if (rules?.for !== current) rules = { for: current, rules: slotRules(current) };
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
