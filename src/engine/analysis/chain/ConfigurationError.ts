/**
 * A provider cannot work as configured: its model does not exist, or the model refuses a
 * parameter its family in content sends. `message` is the user-facing text naming the model and
 * what to change. Retrying cannot help, so the chain moves on to the next provider instead.
 */
export class ConfigurationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigurationError';
  }
}
