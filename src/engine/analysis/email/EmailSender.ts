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

export const emailOriginEnv = 'VITE_EMAILJS_ORIGIN';
