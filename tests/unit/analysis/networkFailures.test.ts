/** Browser-direct mode tells a connection that failed from a service that failed (#36 item 10). */
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../../../src/engine/analysis/AnalysisError.ts';
import type { AnalysisBackend } from '../../../src/engine/analysis/backend/AnalysisBackend.ts';
import { isNetworkFailure, withNetworkFailures } from '../../../src/engine/analysis/backend/networkFailures.ts';
import { failureOf } from './support/failureOf.ts';

const failingWith = (error: unknown): AnalysisBackend => ({
  produce: () => Promise.reject(error instanceof Error ? error : new Error(String(error))),
});
const produce = (backend: AnalysisBackend) =>
  backend.produce({} as Parameters<AnalysisBackend['produce']>[0], () => undefined);

describe('network failures in browser-direct mode', () => {
  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'fetch failed',
    '[GoogleGenerativeAI Error]: Error fetching from https://example.test/v1: Failed to fetch',
    'Connection error.',
  ])('reads "%s" as the connection failing', (message) => {
    expect(isNetworkFailure(new TypeError(message))).toBe(true);
  });

  it.each(['[429 Too Many Requests] You exceeded your current quota', 'Cannot read properties of undefined'])(
    'reads "%s" as something else',
    (message) => {
      expect(isNetworkFailure(new Error(message))).toBe(false);
    },
  );

  it("makes a provider failure caused by the connection a network failure, in the provider's words", async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await failureOf(
      produce(withNetworkFailures(failingWith(new AnalysisError('provider', 'Analysis failed: x.', { cause })))),
    );
    expect([error.code, error.message, error.cause]).toEqual(['network', 'Analysis failed: x.', cause]);
  });

  it('leaves every other failure as it was', async () => {
    const limited = new AnalysisError('limited', 'Both rate limits exceeded.');
    expect(await failureOf(produce(withNetworkFailures(failingWith(limited))))).toBe(limited);
    const vendor = new AnalysisError('provider', 'Analysis failed: 500.', { cause: new Error('[500] Internal') });
    expect(await failureOf(produce(withNetworkFailures(failingWith(vendor))))).toBe(vendor);
  });
});
