/** A readable message for anything a provider throws. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
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
