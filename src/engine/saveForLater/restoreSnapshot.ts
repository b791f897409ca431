import type { FlowContent } from '../content/types.ts';
import { screenKeptResultKey } from '../store/keptResult.ts';
import type { SessionState } from '../store/sessionStore.ts';
import { registerSavedRecord } from './savedRecord.ts';
import type { SavedRecord } from './savedRecordKey.ts';
import { savedSlotKeys, type SavedSnapshot } from './snapshot.ts';

/**
 * Puts a saved link's answers in this tab in place of the flow's own: the flow's saved stores and
 * kept results are cleared, each slot of the link is checked by the store's validator as a value
 * read from storage is (one without a validator, or refused by it, is left out and named with the
 * reason), and the link's record is kept so saving again replaces the same copy. Returns those refusals.
 */
export function restoreSnapshot(
  session: Pick<SessionState, 'clear' | 'write' | 'validatorOf' | 'keepSavedLink' | 'register'>,
  flow: Pick<FlowContent, 'id' | 'screens'>,
  snapshot: SavedSnapshot,
  record: SavedRecord,
): string[] {
  session.clear([...savedSlotKeys(flow), ...flow.screens.flatMap((screen) => screenKeptResultKey(screen) ?? [])]);
  const refused: string[] = [];
  for (const [key, value] of Object.entries(snapshot.slots)) {
    const validate = session.validatorOf(key);
    const checked = validate ? validate(value, snapshot.slots) : { ok: false as const, reason: 'no such store' };
    if (checked.ok) session.write(key, checked.value);
    else refused.push(`${key}: ${checked.reason}`);
  }
  registerSavedRecord(session, flow.id);
  session.keepSavedLink(flow.id, record);
  return refused;
}
