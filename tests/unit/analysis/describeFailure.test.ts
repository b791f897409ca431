import { describe, expect, it } from 'vitest';
import { failureMessage, isLimitFailure } from '../../../src/engine/analysis/chain/describeFailure.ts';

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
