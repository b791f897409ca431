import type { Screen } from '../content/types.ts';
import { draftKey } from './draftKey.ts';

/**
 * The session keys a screen writes: a questionnaire its state, a form its submitted value and its
 * draft. A results screen writes none.
 */
export function screenSlotKeys(screen: Screen): string[] {
  if (screen.type === 'questionnaire') return [screen.store];
  if (screen.type === 'form') return [screen.store, draftKey(screen.store)];
  return [];
}
