import { describe, expect, it } from 'vitest';
import { AnalysisError, runAnalysis, type AnalysisRequest } from '../../../src/engine/analysis/index.ts';
import { createProviders, directBackend } from '../../../src/engine/analysis/direct.ts';
import { unsupportedParameter } from '../../../src/engine/analysis/chain/describeFailure.ts';
import { answerSchema } from '../../../src/engine/analysis/structured/answerSchema.ts';
import type { AnalysisContent, ProviderSettings } from '../../../src/engine/content/types.ts';
import {
  founderInput,
  loadAnalysis,
  productInput,
  providerSettings,
  readFixture,
  statusTexts,
  offlineNotes,
} from './support/content.ts';
import { failureOf } from './support/failureOf.ts';
import { useFakeServer } from './support/fakeServer.ts';
import {
  geminiError,
  geminiJson,
  geminiText,
  openaiDeclined,
  openaiJson,
  openaiRefusal,
  openaiText,
} from '../../support/vendorWire.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');
const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';
const server = useFakeServer();

/** Gemini 3 and gpt-5 are `structured: true` in the fixture families; gemini-1.5 and gpt-3.5-turbo are not. */
function env(models: { gemini?: string; openai?: string } = {}): Record<string, string> {
  return {
    VITE_GEMINI_API_KEY: 'g-key',
    VITE_GEMINI_BASE_URL: server.origin,
    VITE_GEMINI_MODEL: models.gemini ?? 'gemini-3.8-flash',
    VITE_OPENAI_API_KEY: 'o-key',
    VITE_OPENAI_BASE_URL: `${server.origin}/v1`,
    VITE_OPENAI_MODEL: models.openai ?? 'gpt-5.6-terra',
  };
}

function request(analysis: AnalysisContent, input: Record<string, unknown>, vars = env()): AnalysisRequest {
  const backend = directBackend({ providers: providerSettings, env: vars, sleep: () => Promise.resolve() });
  return { analysis, input, backend, env: vars, statusTexts, offlineNotes };
}

const founderAnswer = {
  summary: 'A **promising** B2B SaaS with paying pilots.',
  strengths: ['- Clear problem definition', 'Experienced technical co-founder', 'Early revenue from pilots'],
  weaknesses: ['Narrow distribution channels', 'Unproven unit economics'],
  recommendations: ['Add two acquisition channels', 'Measure CAC and LTV monthly', 'Hire a sales lead'],
  score: 82,
};

const productAnswer = {
  summary: 'Rota solves a real scheduling pain for small cafes.',
  strengths: ['Clear audience', 'Measurable problem', 'Strong tagline'],
  weaknesses: ['No validation yet', 'Crowded market'],
  recommendations: ['Interview owners', 'Test the tagline', 'Ship swaps first'],
  nextSteps: ['Landing page', 'Ten conversations'],
  sectionScores: { positioning: 80, productIdea: 73, customerProfile: 65 },
  overallScore: 74,
};

type Body = Record<string, unknown> & { generationConfig?: Record<string, unknown> };
const sentBody = (index = 0): Body => server.requests[index]?.body as Body;

describe('answerSchema: derived from the sections a prompt file declares', () => {
  it("gives the founder analysis a property per section, in the prompt's order, with its bounds", () => {
    expect(answerSchema(founder)).toEqual({
      name: 'founder',
      schema: {
        type: 'object',
        properties: {
          summary: { type: 'string', description: 'SUMMARY' },
          strengths: { type: 'array', description: 'STRENGTHS', items: { type: 'string' }, minItems: 2, maxItems: 3 },
          weaknesses: { type: 'array', description: 'WEAKNESSES', items: { type: 'string' }, minItems: 2, maxItems: 3 },
          recommendations: {
            type: 'array',
            description: 'RECOMMENDATIONS',
            items: { type: 'string' },
            minItems: 2,
            maxItems: 3,
          },
          score: { type: 'integer', description: 'SCORE', minimum: 0, maximum: 100 },
        },
        required: ['summary', 'strengths', 'weaknesses', 'recommendations', 'score'],
        additionalProperties: false,
      },
    });
  });

  it('nests dotted fields as objects, so a JSON answer has the shape of the parsed result', () => {
    const { schema } = answerSchema(product);
    expect(schema.required).toEqual([
      'summary',
      'strengths',
      'weaknesses',
      'recommendations',
      'nextSteps',
      'sectionScores',
      'overallScore',
    ]);
    expect(schema.properties.sectionScores).toEqual({
      type: 'object',
      properties: {
        positioning: { type: 'integer', description: 'POSITIONING_SCORE', minimum: 0, maximum: 100 },
        productIdea: { type: 'integer', description: 'PRODUCT_IDEA_SCORE', minimum: 0, maximum: 100 },
        customerProfile: { type: 'integer', description: 'CUSTOMER_PROFILE_SCORE', minimum: 0, maximum: 100 },
      },
      required: ['positioning', 'productIdea', 'customerProfile'],
      additionalProperties: false,
    });
  });

  it("follows an edit of the sections, and asks for the validity rule's minimum when it is above the list's", () => {
    const edited: AnalysisContent = {
      ...founder,
      id: 'founder v2',
      sections: [
        ...founder.sections,
        { key: 'RISKS', field: 'risks', kind: 'list', min: 1, max: 5, filler: ['x'] },
        { key: 'ASKS', field: 'asks', kind: 'list', min: 1, max: 2, filler: ['y'] },
      ],
      validity: { ...founder.validity, minItems: { ...founder.validity.minItems, risks: 3 } },
    };
    const { name, schema } = answerSchema(edited);
    expect(name).toBe('founder_v2');
    expect(schema.required.slice(-2)).toEqual(['risks', 'asks']);
    expect(schema.properties.risks).toMatchObject({ minItems: 3, maxItems: 5 });
    expect(schema.properties.asks).toMatchObject({ minItems: 1, maxItems: 2 });
  });
});

describe('the request: a structured answer asked for where the model family says so', () => {
  const ask = async (id: ProviderSettings['id'], vars: Record<string, string>) => {
    server.script(id === 'gemini' ? geminiPath : openaiPath, id === 'gemini' ? geminiText('ok') : openaiText('ok'));
    const [provider] = createProviders(
      providerSettings.filter((entry) => entry.id === id),
      vars,
      1000,
    );
    await provider?.complete({ prompt: 'p', answerSchema: answerSchema(product) });
    return server.requests.at(-1)?.body as Body;
  };

  it("sends Gemini the sections as responseSchema in its OpenAPI subset, in the sections' order", async () => {
    const body = await ask('gemini', env());
    expect(body.generationConfig).toMatchObject({ responseMimeType: 'application/json' });
    const schema = body.generationConfig?.responseSchema as Record<string, unknown>;
    expect(schema).not.toHaveProperty('additionalProperties');
    expect(schema).toMatchObject({
      type: 'object',
      required: answerSchema(product).schema.required,
      propertyOrdering: answerSchema(product).schema.required,
      properties: {
        summary: { type: 'string', description: 'SUMMARY' },
        strengths: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 4 },
        sectionScores: {
          type: 'object',
          propertyOrdering: ['positioning', 'productIdea', 'customerProfile'],
          properties: { positioning: { type: 'integer', minimum: 0, maximum: 100 } },
        },
        overallScore: { type: 'integer', description: 'OVERALL_SCORE', minimum: 0, maximum: 100 },
      },
    });
  });

  it('sends OpenAI the sections as a strict json_schema response format, which the vendor accepts', async () => {
    const body = await ask('openai', env());
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'product', schema: answerSchema(product).schema, strict: true },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('sends a family without `structured` the spec request alone: the prompt decides the format', async () => {
    const gemini = await ask('gemini', env({ gemini: 'gemini-1.5-pro' }));
    expect(gemini.generationConfig).toEqual({ maxOutputTokens: 1000 });
    const openai = await ask('openai', env({ openai: 'gpt-3.5-turbo' }));
    expect(openai).not.toHaveProperty('response_format');
  });
});

describe('runAnalysis with structured answers (real SDKs, local vendor)', () => {
  it('parses a JSON answer from Gemini into the same result the headings would give', async () => {
    server.script(geminiPath, geminiJson(founderAnswer));
    const outcome = await runAnalysis(request(founder, founderInput()));
    expect(sentBody().generationConfig).toMatchObject({ responseSchema: { type: 'object' } });
    expect(outcome).toMatchObject({ source: 'gemini' });
    expect(outcome.result).toEqual({
      summary: 'A promising B2B SaaS with paying pilots.',
      strengths: ['Clear problem definition', 'Experienced technical co-founder', 'Early revenue from pilots'],
      weaknesses: ['Narrow distribution channels', 'Unproven unit economics'],
      recommendations: ['Add two acquisition channels', 'Measure CAC and LTV monthly', 'Hire a sales lead'],
      score: 82,
    });
  });

  it('parses nested JSON from OpenAI when Gemini is limited', async () => {
    server.script(geminiPath, geminiError(429, 'Resource exhausted: rate limit'));
    server.script(openaiPath, openaiJson(productAnswer));
    const outcome = await runAnalysis(request(product, productInput()));
    expect(outcome.source).toBe('openai');
    expect(outcome.result).toEqual(productAnswer);
    expect(sentBody(1).response_format).toMatchObject({ type: 'json_schema' });
  });

  it('reads a model that ignores the schema and answers in prose with the heading parser', async () => {
    server.script(geminiPath, geminiText(readFixture('founder-plain.txt')));
    const outcome = await runAnalysis(request(founder, founderInput()));
    expect(sentBody().generationConfig).toMatchObject({ responseMimeType: 'application/json' });
    expect(outcome.result).toMatchObject({
      summary: 'A promising B2B SaaS with a clear problem and an early paying customer base.',
      strengths: ['Clear problem definition', 'Experienced technical co-founder', 'Early revenue from pilots'],
      score: 82,
    });
  });

  it('judges a JSON answer by the same validity rule: one strength is too few', async () => {
    server.script(geminiPath, geminiJson({ ...founderAnswer, strengths: ['Only one'] }));
    const error = await failureOf(runAnalysis(request(founder, founderInput())));
    expect(error).toBeInstanceOf(AnalysisError);
    expect(error).toMatchObject({ code: 'validity', message: founder.validity.message });
  });

  it('reports a JSON answer cut off at the token limit as a parse failure, not as a summary of braces', async () => {
    server.script(geminiPath, geminiText(JSON.stringify(founderAnswer).slice(0, 80)));
    const error = await failureOf(runAnalysis(request(founder, founderInput())));
    expect(error).toMatchObject({ code: 'parse', message: founder.messages.parseFailed });
  });

  it("says that OpenAI declined, in the analysis's failure wording", async () => {
    server.script(geminiPath, geminiError(429, 'Resource exhausted: rate limit'));
    server.script(openaiPath, openaiDeclined('I cannot help with that.'));
    const error = await failureOf(runAnalysis(request(founder, founderInput())));
    expect(error.message).toBe(
      'Analysis failed: OpenAI declined to answer: I cannot help with that. Please try again.',
    );
  });
});

describe("a vendor's refusal of the response format names the parameter to correct", () => {
  const openaiOnly = (families: ProviderSettings['modelFamilies'], model: string) =>
    createProviders(
      providerSettings.filter((entry) => entry.id === 'openai').map((entry) => ({ ...entry, modelFamilies: families })),
      env({ openai: model }),
      1000,
    )[0];

  it('OpenAI refuses json_schema for a model that predates it: a configuration error naming response_format', async () => {
    const provider = openaiOnly([{ match: ['gpt-3.5'], tokenLimit: 'max_tokens', structured: true }], 'gpt-3.5-turbo');
    const error: unknown = await provider
      ?.complete({ prompt: 'p', answerSchema: answerSchema(founder) })
      .catch((caught: unknown) => caught);
    expect(String(error)).toContain("Invalid parameter: 'response_format'");
    expect(unsupportedParameter(error)).toBe('response_format');
  });

  it("reads OpenAI's refusal of a schema strict mode cannot take as response_format", () => {
    const refused = Object.assign(
      new Error("400 Invalid schema for response_format 'founder': In context=(), 'additionalProperties' is required"),
      { status: 400 },
    );
    expect(unsupportedParameter(refused)).toBe('response_format');
  });
});

describe('the fake vendor holds a json_schema to strict mode, as OpenAI does', () => {
  const format = (schema: unknown) => ({
    model: 'gpt-5.6-terra',
    response_format: { type: 'json_schema', json_schema: { name: 'founder', strict: true, schema } },
  });
  const faultOf = (schema: unknown) =>
    (openaiRefusal(format(schema))?.body as { error?: { message?: string } } | undefined)?.error?.message;

  it('accepts the derived schema and refuses one that leaves a property optional or open', () => {
    expect(openaiRefusal(format(answerSchema(product).schema))).toBeUndefined();
    const open = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    expect(faultOf(open)).toContain("'additionalProperties' is required to be supplied and to be false");
    const optional = { ...open, additionalProperties: false, required: [] };
    expect(faultOf(optional)).toContain("Missing 'a'");
    const nested = { type: 'array', items: { type: 'object', properties: {}, required: [] } };
    expect(faultOf({ ...open, additionalProperties: false, properties: { a: nested } })).toContain(
      "context=(), 'properties', 'a', 'items'",
    );
  });
});
