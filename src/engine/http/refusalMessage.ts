/** The content's message in the app server's refusal body ({ error: { code, message } }), if it has one. */
export function refusalMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || !('error' in body)) return undefined;
  const { error } = body;
  if (error === null || typeof error !== 'object' || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
