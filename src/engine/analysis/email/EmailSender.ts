import type { EmailService } from '../../content/types.ts';
import { readEnv } from '../readEnv.ts';
import type { EnvVars } from '../types.ts';

export interface EmailMessage {
  serviceId: string;
  templateId: string;
  publicKey: string;
  params: Record<string, string>;
  /** The email service's origin, for proxies and tests; the real service when absent. */
  origin?: string;
}

/** Resolves with the HTTP status the service answered; rejects when the request could not be made. */
export type EmailSender = (message: EmailMessage) => Promise<{ status: number }>;

const emailOriginEnv = 'VITE_EMAILJS_ORIGIN';

/** The service's settings when its three variables are set (and the origin when one is), else undefined. */
export function emailSettings(env: EnvVars, names: EmailService): Omit<EmailMessage, 'params'> | undefined {
  const publicKey = readEnv(env, names.publicKey);
  const serviceId = readEnv(env, names.serviceId);
  const templateId = readEnv(env, names.templateId);
  if (publicKey === undefined || serviceId === undefined || templateId === undefined) return undefined;
  const origin = readEnv(env, emailOriginEnv);
  return { publicKey, serviceId, templateId, ...(origin !== undefined ? { origin } : {}) };
}
