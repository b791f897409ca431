/** Thrown when a provider call outlives its time budget. */
export class ProviderTimeoutError extends Error {
  constructor(providerName: string, timeoutMs: number) {
    const budget = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`;
    super(`${providerName} did not respond within ${budget}`);
    this.name = 'ProviderTimeoutError';
  }
}

/** Thrown when the caller aborts. */
export class ProviderAbortError extends Error {
  constructor() {
    super('The analysis was cancelled');
    this.name = 'ProviderAbortError';
  }
}

/**
 * Runs `task` with a signal that fires on the caller's abort or after `timeoutMs`, and settles as
 * soon as either happens even if the SDK ignores the signal, so a stalled provider cannot hang
 * the analysis. setTimeout (not AbortSignal.timeout) so a test clock controls it.
 */
export function withTimeout<T>(
  providerName: string,
  timeoutMs: number,
  outer: AbortSignal | undefined,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (outer?.aborted) return Promise.reject(new ProviderAbortError());
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const stop = (error: Error): void => {
      cleanup();
      controller.abort(error);
      reject(error);
    };
    const onOuterAbort = (): void => stop(new ProviderAbortError());
    const timer = setTimeout(() => stop(new ProviderTimeoutError(providerName, timeoutMs)), timeoutMs);
    function cleanup(): void {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    task(controller.signal).then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        cleanup();
        // After a timeout or abort the SDK's own rejection is noise; the first reason stands.
        if (controller.signal.aborted) reject(controller.signal.reason);
        else reject(error);
      },
    );
  });
}
