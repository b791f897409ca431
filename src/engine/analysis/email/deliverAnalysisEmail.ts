import type { EmailSpec } from '../../content/types.ts';
import type { FlowLogic } from '../../logic/flowValues.ts';
import { failureMessage } from '../chain/describeFailure.ts';
import type { AnalysisInput, AnalysisResult, EnvVars } from '../types.ts';
import { buildEmailParams } from './buildEmailParams.ts';
import { emailSettings, type EmailSender } from './EmailSender.ts';

export type EmailDelivery =
  | { status: 'sent' }
  | { status: 'not-configured' }
  /** `message` is the raw cause, e.g. 'Email service responded with status 500'. */
  | { status: 'error'; message: string };

export interface EmailRequest {
  spec: EmailSpec;
  /** The flow that ran the analysis, whose computed values are worked out over `input`; without it, none. */
  flow?: FlowLogic;
  input: AnalysisInput;
  result: AnalysisResult;
  env: EnvVars;
  now: Date;
  send: EmailSender;
}

/** Sends the analysis email when the service is configured; never throws, the analysis already succeeded. */
export async function deliverAnalysisEmail(request: EmailRequest): Promise<EmailDelivery> {
  const { spec, env } = request;
  const settings = emailSettings(env, spec.env);
  if (!settings) return { status: 'not-configured' };
  try {
    const response = await request.send({
      ...settings,
      params: buildEmailParams(spec, request.input, request.result, request.now, request.flow),
    });
    // The spec counts only 200 as delivered.
    if (response.status !== 200)
      return { status: 'error', message: `Email service responded with status ${response.status}` };
    return { status: 'sent' };
  } catch (error) {
    return { status: 'error', message: failureMessage(error) };
  }
}
