/**
 * The AI and email vendors' HTTP answers in their own wire formats, for the unit tests' local
 * server and the end-to-end tests' browser interception alike: the real SDKs parse them.
 */
export interface WireReply {
  status: number;
  body: unknown;
}

/** Gemini's generateContent answer whose first candidate says `text`. */
export function geminiText(text: string): WireReply {
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 500, candidatesTokenCount: 200, totalTokenCount: 700 },
    },
  };
}

/** A 200 without candidates: the Gemini SDK reads it as empty text. */
export function geminiNoCandidates(): WireReply {
  return { status: 200, body: { usageMetadata: { promptTokenCount: 500, totalTokenCount: 500 } } };
}

/** Gemini's error envelope. */
export function geminiError(
  status: number,
  message: string,
  state = status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
): WireReply {
  return { status, body: { error: { code: status, message, status: state } } };
}

/** An OpenAI chat completion whose first choice says `text`. */
export function openaiText(text: string | null): WireReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-3.5-turbo-0125',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 500, completion_tokens: 200, total_tokens: 700 },
    },
  };
}

/** OpenAI's error envelope. */
export function openaiError(status: number, message: string, code: string | null, type = 'requests'): WireReply {
  return { status, body: { error: { message, type, param: null, code } } };
}

/**
 * OpenAI's 400 for a parameter the model refuses, e.g. max_tokens on a reasoning model
 * ("Use 'max_completion_tokens' instead") or a temperature other than the default.
 */
export function openaiUnsupportedParameter(param: 'max_tokens' | 'temperature' | 'reasoning_effort'): WireReply {
  const message =
    param === 'max_tokens'
      ? "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."
      : param === 'temperature'
        ? "Unsupported value: 'temperature' does not support 0.7 with this model. Only the default (1) value is supported."
        : 'Unrecognized request argument supplied: reasoning_effort';
  const code = param === 'temperature' ? 'unsupported_value' : 'unsupported_parameter';
  return { status: 400, body: { error: { message, type: 'invalid_request_error', param, code } } };
}

/** A JSON answer in Gemini's wire format: the JSON text as the first candidate's only part, as responseSchema makes it. */
export function geminiJson(value: unknown): WireReply {
  return geminiText(JSON.stringify(value));
}

/** A JSON answer in OpenAI's wire format: the JSON text as the message content, as a json_schema response format makes it. */
export function openaiJson(value: unknown): WireReply {
  return openaiText(JSON.stringify(value));
}

/** An OpenAI completion whose model declined: content null and its reason in `refusal`. */
export function openaiDeclined(refusal: string): WireReply {
  const reply = openaiText(null);
  const body = reply.body as { choices: { message: { refusal: string | null } }[] };
  for (const choice of body.choices) choice.message.refusal = refusal;
  return reply;
}

/** Model names OpenAI serves as reasoning models: they refuse max_tokens and any temperature but 1. */
const openaiReasoningModel = /^(gpt-5|gpt-6|o\d)/;
/** Models that predate structured outputs and refuse a json_schema response format. */
const openaiWithoutJsonSchema = 'gpt-3.5';

type JsonNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonNode => value !== null && typeof value === 'object';

/**
 * Why OpenAI's strict mode refuses a schema, in its words, or undefined: every object must list
 * every property as required and set additionalProperties to false.
 */
function strictSchemaFault(schema: unknown, context = '()'): string | undefined {
  if (!isNode(schema)) return undefined;
  if (schema.type === 'array') return strictSchemaFault(schema.items, `${context}, 'items'`);
  if (schema.type !== 'object') return undefined;
  if (schema.additionalProperties !== false)
    return `In context=${context}, 'additionalProperties' is required to be supplied and to be false.`;
  const properties = isNode(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const missing = Object.keys(properties).find((name) => !required.includes(name));
  if (missing !== undefined)
    return `In context=${context}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
  for (const [name, value] of Object.entries(properties)) {
    const fault = strictSchemaFault(value, `${context}, 'properties', '${name}'`);
    if (fault !== undefined) return fault;
  }
  return undefined;
}

function invalidResponseFormat(message: string): WireReply {
  return {
    status: 400,
    body: { error: { message, type: 'invalid_request_error', param: 'response_format', code: null } },
  };
}

/** OpenAI's 400 for a json_schema response format the model or strict mode cannot take. */
function responseFormatRefusal(model: string, format: unknown): WireReply | undefined {
  if (!isNode(format) || format.type !== 'json_schema') return undefined;
  if (model.startsWith(openaiWithoutJsonSchema))
    return invalidResponseFormat(
      "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    );
  const spec = isNode(format.json_schema) ? format.json_schema : {};
  if (spec.strict !== true) return undefined;
  const fault = strictSchemaFault(spec.schema);
  const name = typeof spec.name === 'string' ? spec.name : '';
  return fault === undefined
    ? undefined
    : invalidResponseFormat(`Invalid schema for response_format '${name}': ${fault}`);
}

/**
 * What OpenAI itself answers a chat completion body with before any scripted reply: the 400 a
 * reasoning model gives for max_tokens or a temperature, and the 400 for a json_schema response
 * format the model or strict mode cannot take, so no test can pass with a request the real vendor
 * would refuse. Undefined when the request is one the vendor accepts.
 */
export function openaiRefusal(body: unknown): WireReply | undefined {
  if (!isNode(body) || typeof body.model !== 'string') return undefined;
  const formatRefusal = responseFormatRefusal(body.model, body.response_format);
  if (formatRefusal) return formatRefusal;
  if (!openaiReasoningModel.test(body.model)) return undefined;
  if ('max_tokens' in body) return openaiUnsupportedParameter('max_tokens');
  if ('temperature' in body && body.temperature !== 1) return openaiUnsupportedParameter('temperature');
  return undefined;
}

/** OpenAI's words for an exhausted quota, which the founder flow's retry policy looks for. */
export const quotaMessage = 'You exceeded your current quota, please check your plan and billing details.';
export const rateLimitMessage = 'Rate limit reached for gpt-3.5-turbo on requests per min (RPM): Limit 3.';

/**
 * Whether a request asks for a streamed answer: Gemini's `:streamGenerateContent?alt=sse`, or an
 * OpenAI chat completion with `stream: true`. Such a request gets its reply in the streaming format.
 */
export function isStreamRequest(path: string, body: unknown): boolean {
  if (path.includes(':streamGenerateContent')) return true;
  return path.endsWith('/chat/completions') && isNode(body) && body.stream === true;
}

/** One server-sent event as the vendor frames it: Gemini ends each with CRLF CRLF, OpenAI with LF LF. */
const geminiEvent = (data: unknown) => `data: ${JSON.stringify(data)}\r\n\r\n`;
const openaiEvent = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** `text` in `count` pieces of about equal length (fewer for a short text), in order. */
function piecesOf(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}

type GeminiCandidate = { content?: { parts?: { text?: string }[] }; finishReason?: string } & JsonNode;

/** Gemini's streamGenerateContent events for a generateContent answer: the text in pieces, the finish and usage on the last. */
function geminiStreamEvents(body: JsonNode, pieces: number): { pieces: string[]; end: string[] } {
  const candidates = Array.isArray(body.candidates) ? (body.candidates as GeminiCandidate[]) : [];
  const [first] = candidates;
  const text = first?.content?.parts?.map((part) => part.text ?? '').join('') ?? '';
  if (!first || text === '') return { pieces: [], end: [geminiEvent(body)] };
  const { content: _content, finishReason, ...rest } = first;
  const chunk = (part: string, last: boolean) => ({
    candidates: [
      {
        ...rest,
        content: { role: 'model', parts: [{ text: part }] },
        ...(last && finishReason ? { finishReason } : {}),
      },
    ],
    ...(last && body.usageMetadata ? { usageMetadata: body.usageMetadata } : {}),
    modelVersion: 'fake',
  });
  const parts = piecesOf(text, pieces);
  // The vendor's finish marker rides on the last text chunk, as Gemini sends it.
  return {
    pieces: parts.slice(0, -1).map((part) => geminiEvent(chunk(part, false))),
    end: [geminiEvent(chunk(parts.at(-1) ?? '', true))],
  };
}

/** OpenAI's chat.completion.chunk events for a chat completion: role, content (or refusal) in pieces, finish, usage, [DONE]. */
function openaiStreamEvents(body: JsonNode, pieces: number): { pieces: string[]; end: string[] } {
  const base = { id: body.id, object: 'chat.completion.chunk', created: body.created, model: body.model };
  const choices = Array.isArray(body.choices) ? (body.choices as JsonNode[]) : [];
  const message = isNode(choices[0]?.message) ? choices[0].message : {};
  const field = typeof message.refusal === 'string' && message.refusal !== '' ? 'refusal' : 'content';
  const text = typeof message[field] === 'string' ? message[field] : '';
  const delta = (value: JsonNode, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta: value, logprobs: null, finish_reason: finish }],
  });
  return {
    pieces: [
      openaiEvent(delta({ role: 'assistant', content: '', refusal: null })),
      ...piecesOf(text, pieces).map((part) => openaiEvent(delta({ [field]: part }))),
    ],
    end: [
      openaiEvent(delta({}, typeof choices[0]?.finish_reason === 'string' ? choices[0].finish_reason : 'stop')),
      openaiEvent({ ...base, choices: [], usage: body.usage }),
      openaiEvent('[DONE]'),
    ],
  };
}

/**
 * A 200 answer as the same vendor streams it: `pieces` carry the text (the last one of Gemini's
 * with its finishReason), `end` the rest (OpenAI's finish, usage and [DONE]). Dropping `end`
 * makes an answer cut off mid-way. Replies other than 200 are not streamed: both vendors answer an
 * error with its status and JSON body, as they do without streaming.
 */
export function streamEvents(path: string, reply: WireReply, pieces = 3): { pieces: string[]; end: string[] } {
  const body = isNode(reply.body) ? reply.body : {};
  return path.includes(':streamGenerateContent') ? geminiStreamEvents(body, pieces) : openaiStreamEvents(body, pieces);
}

/** The whole streamed body for a reply, for an interception that answers at once (a browser's page.route). */
export function streamBody(path: string, reply: WireReply): string {
  const { pieces, end } = streamEvents(path, reply);
  return [...pieces, ...end].join('');
}
