/** A provider's model does not exist; `message` is the user-facing text naming the model and its variable. */
export class ModelMissingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelMissingError';
  }
}
