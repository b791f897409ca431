import type {
  EnhancedGenerateContentResponse,
  GenerationConfig,
  Schema,
  SchemaType,
  UsageMetadata,
} from '@google/generative-ai';
import { StreamCutError } from '../stream/StreamCutError.ts';
import type { AnswerObjectSchema, AnswerSchema, SectionValueSchema } from '../structured/answerSchema.ts';
import {
  tokenCap,
  type AnalysisProvider,
  type ResolvedProviderSettings,
  type TextListener,
} from './AnalysisProvider.ts';
import { withTimeout } from './withTimeout.ts';

/** The Gemini API's own address and version, as the SDK uses them. */
const geminiOrigin = 'https://generativelanguage.googleapis.com';
const geminiVersion = 'v1beta';

/** @google/generative-ai 0.24 predates thinking; the API reads the field, the SDK passes it through untyped. */
type ThinkingGenerationConfig = GenerationConfig & { thinkingConfig?: { thinkingLevel: string } };

/**
 * The API's Schema also takes bounds and propertyOrdering, which the SDK's types predate. Without
 * propertyOrdering Gemini writes properties alphabetically: the score before the summary.
 */
type GeminiSchema = Schema & { minimum?: number; maximum?: number; propertyOrdering?: string[] };

/** The analysis's JSON Schema in Gemini's OpenAPI subset: the same shape, without additionalProperties. */
function geminiSchema(schema: AnswerObjectSchema | SectionValueSchema, types: typeof SchemaType): GeminiSchema {
  switch (schema.type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, value]) => [name, geminiSchema(value, types)]),
      );
      return { type: types.OBJECT, properties, required: schema.required, propertyOrdering: schema.required };
    }
    case 'array': {
      const { description, minItems, maxItems } = schema;
      return { type: types.ARRAY, description, items: { type: types.STRING }, minItems, maxItems };
    }
    case 'integer':
      return { type: types.INTEGER, description: schema.description, minimum: schema.minimum, maximum: schema.maximum };
    case 'string':
      return { type: types.STRING, description: schema.description };
  }
}

/**
 * generationConfig for this model: the token cap (thinking included), only the settings its family
 * accepts, and for a family that can be held to it, the analysis's JSON as responseSchema.
 */
function geminiGenerationConfig(
  settings: ResolvedProviderSettings,
  answerSchema: AnswerSchema | undefined,
  types: typeof SchemaType,
): ThinkingGenerationConfig {
  const { parameters } = settings;
  return {
    maxOutputTokens: tokenCap(settings),
    ...(parameters.temperature !== undefined ? { temperature: parameters.temperature } : {}),
    ...(parameters.reasoningEffort !== undefined
      ? { thinkingConfig: { thinkingLevel: parameters.reasoningEffort } }
      : {}),
    ...(parameters.structured && answerSchema
      ? { responseMimeType: 'application/json', responseSchema: geminiSchema(answerSchema.schema, types) }
      : {}),
  };
}

type GeminiChunk = EnhancedGenerateContentResponse;

interface GeminiRead {
  text: string;
  /** How many chunks came: none at all is the spec's 'No response received'. */
  chunks: number;
  /** The last chunk carried a finishReason: the answer is whole. */
  finished: boolean;
  usage?: UsageMetadata;
}

/**
 * Reads streamGenerateContent's chunks, telling `onText` each piece. A stream that breaks once
 * text has come is a cut answer; before that, the SDK's own error stands (a blocked answer's reason).
 */
async function readGeminiStream(stream: AsyncGenerator<GeminiChunk>, onText?: TextListener): Promise<GeminiRead> {
  const read: GeminiRead = { text: '', chunks: 0, finished: false };
  try {
    for await (const chunk of stream) {
      read.chunks += 1;
      // text() throws for a blocked answer (SAFETY, RECITATION), with the reason, as generateContent did.
      const piece = chunk.text();
      read.text += piece;
      if (piece !== '') onText?.(piece);
      if (chunk.candidates?.[0]?.finishReason !== undefined) read.finished = true;
      if (chunk.usageMetadata) read.usage = chunk.usageMetadata;
    }
  } catch (error) {
    if (read.text === '') throw error;
    throw new StreamCutError(undefined, { cause: error });
  }
  return read;
}

/**
 * Gemini through @google/generative-ai, loaded on first use so it stays out of the main bundle.
 * This file is the only one that knows the SDK, so moving to @google/genai would change it alone.
 */
export function geminiProvider(settings: ResolvedProviderSettings): AnalysisProvider {
  return {
    id: settings.id,
    name: settings.name,
    model: settings.model,
    async complete({ prompt, answerSchema, signal, onUsage, onText }) {
      const { GoogleGenerativeAI, SchemaType } = await import('@google/generative-ai');
      return withTimeout(settings.name, settings.timeoutMs, signal, async (bounded) => {
        const generationConfig = geminiGenerationConfig(settings, answerSchema, SchemaType);
        const model = new GoogleGenerativeAI(settings.apiKey).getGenerativeModel(
          { model: settings.model, generationConfig },
          // The SDK's own `timeout` leaves its timer running after success; our signal is cleared instead.
          settings.baseUrl !== undefined ? { baseUrl: settings.baseUrl } : undefined,
        );
        const { stream, response } = await model.generateContentStream(prompt, { signal: bounded });
        // The SDK also gathers the chunks into `response`; unread, its rejection would go unhandled.
        response.catch(() => undefined);
        const read = await readGeminiStream(stream, onText);
        const usage = read.usage;
        if (usage) onUsage?.({ input: usage.promptTokenCount, output: usage.candidatesTokenCount });
        if (!read.chunks) throw new Error('No response received from Gemini API');
        if (read.text.trim() === '') throw new Error('Empty response from Gemini API');
        if (!read.finished) throw new StreamCutError();
        return read.text;
      });
    },
    // The SDK has no call for one model's metadata, so this is the REST path it would use (models.get).
    async checkModel(signal) {
      const url = `${settings.baseUrl ?? geminiOrigin}/${geminiVersion}/models/${encodeURIComponent(settings.model)}`;
      try {
        const response = await fetch(url, {
          headers: { 'x-goog-api-key': settings.apiKey },
          ...(signal ? { signal } : {}),
        });
        if (response.ok) return { status: 'available' };
        if (response.status === 404) return { status: 'missing' };
        return { status: 'unknown', detail: `status ${response.status}` };
      } catch {
        return { status: 'unknown', detail: 'not reachable' };
      }
    },
  };
}
