import type { SaveForLaterContent } from '../content/types.ts';
import { failureMessage } from '../analysis/chain/describeFailure.ts';
import { emailSettings, type EmailSender } from '../analysis/email/EmailSender.ts';
import { emailjsSender } from '../analysis/email/emailjsSender.ts';
import type { EnvVars } from '../analysis/types.ts';
import { fillMessage } from '../analysis/fillMessage.ts';
import { renderTemplate } from '../template/renderTemplate.ts';

/** Whether the link can be emailed: the content has the email and its three variables are set. */
export function canEmailLink(texts: SaveForLaterContent, env: EnvVars): boolean {
  return texts.email !== undefined && emailSettings(env, texts.email.env) !== undefined;
}

export interface LinkEmail {
  to: string;
  link: string;
  brand: string;
  /** When the server stops keeping the answers; none for a link that carries them. */
  expiresAt?: string;
}

/**
 * Emails the link with the content's template (its own EmailJS template). Never throws: says
 * whether it went out, in the content's words (the spec counts only 200 as delivered).
 */
export async function emailLink(
  texts: SaveForLaterContent,
  env: EnvVars,
  email: LinkEmail,
  send: EmailSender = emailjsSender,
): Promise<{ sent: boolean; message: string }> {
  const settings = texts.email ? emailSettings(env, texts.email.env) : undefined;
  if (!texts.email || !settings)
    return { sent: false, message: fillMessage(texts.emailFailed, { message: 'not set up' }) };
  const scope = { email: email.to, link: email.link, brand: email.brand, expiresAt: email.expiresAt };
  const params = Object.fromEntries(
    Object.entries(texts.email.params).map(([name, template]) => [name, renderTemplate(template, scope)]),
  );
  try {
    const { status } = await send({ ...settings, params });
    if (status === 200) return { sent: true, message: fillMessage(texts.emailSent, { email: email.to }) };
    return {
      sent: false,
      message: fillMessage(texts.emailFailed, { message: `Email service responded with status ${status}` }),
    };
  } catch (error) {
    return { sent: false, message: fillMessage(texts.emailFailed, { message: failureMessage(error) }) };
  }
}
