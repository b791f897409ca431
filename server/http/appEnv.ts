import type { Context } from 'hono';
import type { LanguageVariables } from 'hono/language';
import type { RequestIdVariables } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CheckedAnalysisRequest } from '../analysis/checkAnalysisRequest.ts';
import type { CheckedCompletion } from '../completions/checkCompletion.ts';
import type { SaveReference } from '../../src/engine/index.ts';

/** What the server's middleware hands on through the request context. */
export interface AppEnv {
  Variables: RequestIdVariables &
    /** The visitor's language as the page's negotiation found it (chooseLanguage.ts). */
    LanguageVariables & {
      /** Why the request was refused, for the log line. */
      refusal: string;
      /** The analysis request once checked against its content. */
      checked: CheckedAnalysisRequest;
      /** A completion report once checked against its flow's content. */
      completion: CheckedCompletion;
      /** A saved-answers request's id and token, once well-formed. */
      saveReference: SaveReference;
    };
}

/** Why the server said no; the browser maps codes to behaviour (503 falls back to the offline analyzer). */
export type RefusalCode =
  | 'invalid'
  | 'too-long'
  | 'too-large'
  | 'forbidden'
  | 'rate-limited'
  | 'daily-limited'
  | 'in-progress'
  | 'at-capacity'
  | 'limits-unavailable'
  | 'offline'
  | 'not-found'
  /** The database is unreachable: events are dropped, the owner's area cannot answer. */
  | 'unavailable'
  /** The owner's area: no session, or a wrong password. */
  | 'unauthorized';

/** The body of every refusal: a code for the browser and a message from content for the user. */
export interface RefusalBody {
  error: { code: RefusalCode; message: string };
}

export function refuse(c: Context<AppEnv>, status: ContentfulStatusCode, code: RefusalCode, message: string) {
  c.set('refusal', code);
  return c.json<RefusalBody>({ error: { code, message } }, status);
}
