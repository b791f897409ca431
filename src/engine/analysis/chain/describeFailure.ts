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

function stringField(error: unknown, name: string): string | undefined {
  if (error === null || typeof error !== 'object' || !(name in error)) return undefined;
  const value: unknown = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

// OpenAI: "Unsupported parameter: 'max_tokens' is not supported with this model.",
// "Unsupported value: 'temperature' does not support 0.7 with this model." and, for a model without
// structured answers, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."
const openaiUnsupported = /(?:Unsupported (?:parameter|value)|Invalid parameter): '([^']+)'/i;
// OpenAI: "Invalid schema for response_format 'founder': ...", a schema its strict mode cannot take.
const openaiSchemaRefused = /Invalid schema for (response_format)\b/i;
// Gemini: 'Invalid JSON payload received. Unknown name "thinkingConfig" at 'generation_config': Cannot find field.'
const geminiUnknownField = /Unknown name "([^"]+)"/;

/**
 * The request parameter a vendor refused (a 400 naming it), or undefined. A configuration
 * error, not a limit, whatever else its message says: retrying the same request cannot succeed.
 */
export function unsupportedParameter(error: unknown): string | undefined {
  if (statusOf(error) !== 400) return undefined;
  const code = stringField(error, 'code');
  const param = stringField(error, 'param');
  if (param !== undefined && (code === 'unsupported_parameter' || code === 'unsupported_value')) return param;
  const message = failureMessage(error);
  return (
    openaiUnsupported.exec(message)?.[1] ??
    openaiSchemaRefused.exec(message)?.[1] ??
    geminiUnknownField.exec(message)?.[1]
  );
}

/** The vendor says the model does not exist (any more): another provider may still answer. */
export function isModelMissing(error: unknown): boolean {
  return statusOf(error) === 404;
}
