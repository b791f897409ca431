import type { AppContent, TextStep } from '../content/types.ts';

/** The longest answer a text step takes: its own maxLength, or the app's. */
export function textStepMaxLength(step: Pick<TextStep, 'maxLength'>, app: Pick<AppContent, 'answerMaxLength'>): number {
  return step.maxLength ?? app.answerMaxLength;
}

/** The longest value a form field takes: its schema's maxLength, or the app's. */
export function fieldMaxLength(
  fieldSchema: Record<string, unknown> | undefined,
  app: Pick<AppContent, 'answerMaxLength'>,
): number {
  const declared = fieldSchema?.maxLength;
  return typeof declared === 'number' ? declared : app.answerMaxLength;
}
