import type { Guard } from '../content/types.ts';
import { notBlank, type GuardFieldCheck } from './guardFieldCheck.ts';

export type GuardOutcome = { pass: true } | { pass: false; redirect: string; message: string };

/**
 * The first guard whose stored data is missing or incomplete decides where the user goes instead.
 * `isThere` judges each required field (guardFieldCheck(content): not blank, a form's list with
 * complete items); by default, not blank.
 */
export function evaluateGuards(
  guards: readonly Guard[] | undefined,
  slots: Readonly<Record<string, unknown>>,
  isThere: GuardFieldCheck = notBlank,
): GuardOutcome {
  for (const guard of guards ?? []) {
    const stored = slots[guard.store];
    if (stored === undefined || stored === null)
      return { pass: false, redirect: guard.redirect, message: guard.missing };
    const record = typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    if ((guard.requires ?? []).some((field) => !isThere(guard.store, field, record[field]))) {
      return { pass: false, redirect: guard.redirect, message: guard.invalid };
    }
  }
  return { pass: true };
}
