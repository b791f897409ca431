import type { EmailSender } from './EmailSender.ts';

/** EmailJS's answer for a non-2xx status: it rejects with a plain {status, text} object. */
function rejectedStatus(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object' || error instanceof Error || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** Sends through @emailjs/browser, loaded only when an email actually goes out. */
export const emailjsSender: EmailSender = async (message) => {
  const emailjs = await import('@emailjs/browser');
  // init is the SDK's only way to set the origin; calling it every time also resets a previous override.
  emailjs.init({
    publicKey: message.publicKey,
    blockHeadless: false,
    ...(message.origin ? { origin: message.origin } : {}),
  });
  try {
    const response = await emailjs.send(message.serviceId, message.templateId, message.params, {
      publicKey: message.publicKey,
      blockHeadless: false,
    });
    return { status: response.status };
  } catch (error) {
    const status = rejectedStatus(error);
    if (status !== undefined) return { status };
    throw error;
  }
};
