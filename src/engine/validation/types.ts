/**
 * A validator compiled ahead of time (ajv's standalone code): called like ajv's own
 * ValidateFunction, with the errors of its last call on `errors`.
 */
export interface PrecompiledValidate {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword?: string; params?: Record<string, unknown>; message?: string }[] | null;
}

/** What the build compiles for one flow: its forms' stored shapes and their conditions. */
export interface FlowValidators {
  /** form id -> the form's schema as stored (see storedFormSchema). */
  forms: Record<string, PrecompiledValidate>;
  /** conditionKey(schema) -> the `if` schema of a form's conditional. */
  conditions: Record<string, PrecompiledValidate>;
}
