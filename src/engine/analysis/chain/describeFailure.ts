/** Longer than this, a message is cut: the user needs its gist, not a 200 KB body echoed back. */
const MAX_MESSAGE_LENGTH = 400;

/**
 * A proxy's or a vendor's HTML error page comes back inside the SDK's message; its tags are
 * noise to a reader (they are shown as text, never as markup), so only its words are kept.
 */
function readable(message: string): string {
  const text = /<(!doctype|html|head|body)\b/i.test(message)
    ? message
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : message;
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}

/** A readable message for anything a provider throws. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return readable(error.message);
  if (typeof error === 'string') return readable(error);
  return 'Unknown error';
}

export function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object' || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** A rate-limit or quota failure: the next provider may still have capacity. */
export function isLimitFailure(error: unknown): boolean {
  return statusOf(error) === 429 || /quota|rate[\s_-]?limit/i.test(failureMessage(error));
}

/** The vendor says the model does not exist (any more): another provider may still answer. */
export function isModelMissing(error: unknown): boolean {
  return statusOf(error) === 404;
}
