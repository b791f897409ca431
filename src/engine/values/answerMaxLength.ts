import type { AppContent, JsonValue, TextStep } from '../content/types.ts';

/** The longest answer a text step takes: its own maxLength, or the app's. */
export function textStepMaxLength(step: Pick<TextStep, 'maxLength'>, app: Pick<AppContent, 'answerMaxLength'>): number {
  return step.maxLength ?? app.answerMaxLength;
}

/** The longest value a form field takes: its schema's maxLength, or the app's. */
export function fieldMaxLength(fieldSchema: JsonValue | undefined, app: Pick<AppContent, 'answerMaxLength'>): number {
  if (fieldSchema !== null && typeof fieldSchema === 'object' && !Array.isArray(fieldSchema)) {
    const declared = fieldSchema.maxLength;
    if (typeof declared === 'number') return declared;
  }
  return app.answerMaxLength;
}
