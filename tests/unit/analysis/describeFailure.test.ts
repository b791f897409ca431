import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  isLimitFailure,
  unsupportedParameter,
} from '../../../src/engine/analysis/chain/describeFailure.ts';

describe('failureMessage', () => {
  it('keeps an ordinary message as it is', () => {
    expect(failureMessage(new Error('[500 Internal Server Error] Internal error encountered.'))).toBe(
      '[500 Internal Server Error] Internal error encountered.',
    );
    expect(failureMessage('Network down')).toBe('Network down');
    expect(failureMessage({ odd: true })).toBe('Unknown error');
  });

  it('keeps only the words of an HTML error page', () => {
    const page = '503 <!DOCTYPE html><html><head><style>h1{color:red}</style></head><body><h1>Busy</h1></body></html>';
    expect(failureMessage(new Error(page))).toBe('503 Busy');
  });

  it('cuts a huge message to its first 400 characters', () => {
    const message = failureMessage(new Error(`Bad reply: ${'x'.repeat(200_000)}`));
    expect(message).toHaveLength(400);
    expect(message.endsWith('…')).toBe(true);
  });

  it('still tells a rate limit from other failures', () => {
    expect(isLimitFailure(new Error('You exceeded your current quota'))).toBe(true);
    expect(isLimitFailure(Object.assign(new Error('slow down'), { status: 429 }))).toBe(true);
    expect(isLimitFailure(new Error('Internal error'))).toBe(false);
  });
});

describe('unsupportedParameter', () => {
  const withStatus = (message: string, fields: Record<string, unknown> = {}) =>
    Object.assign(new Error(message), { status: 400, ...fields });

  it('names the parameter OpenAI refused, from its error fields or its words, and it is not a limit', () => {
    const tokens = withStatus("400 Unsupported parameter: 'max_tokens' is not supported with this model.", {
      code: 'unsupported_parameter',
      param: 'max_tokens',
    });
    expect(unsupportedParameter(tokens)).toBe('max_tokens');
    expect(isLimitFailure(tokens)).toBe(false);
    expect(
      unsupportedParameter(withStatus("Unsupported value: 'temperature' does not support 0.7 with this model.")),
    ).toBe('temperature');
  });

  it('names the field Gemini does not know', () => {
    const error = withStatus(
      `[400 Bad Request] Invalid JSON payload received. Unknown name "thinkingConfig" at 'generation_config': Cannot find field.`,
    );
    expect(unsupportedParameter(error)).toBe('thinkingConfig');
  });

  it('leaves other failures alone, also a 400 that names no parameter, and the same words without a 400', () => {
    expect(unsupportedParameter(withStatus('API key not valid'))).toBeUndefined();
    expect(unsupportedParameter(new Error("Unsupported parameter: 'max_tokens'"))).toBeUndefined();
  });
});
