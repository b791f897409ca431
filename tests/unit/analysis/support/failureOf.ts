import { AnalysisError } from '../../../../src/engine/analysis/AnalysisError.ts';

/** The AnalysisError `promise` rejects with; anything else (a result, another error) fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<AnalysisError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AnalysisError)) throw new Error(`expected an AnalysisError, got ${String(error)}`);
  return error;
}
