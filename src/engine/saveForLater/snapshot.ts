import type { FlowContent } from '../content/types.ts';
import { consentKey } from '../flow/collect.ts';
import { isRecord } from '../forms/isRecord.ts';
import { paramsKey } from '../params/urlParams.ts';
import { screenSlotKeys } from '../store/screenSlotKeys.ts';

/**
 * What a saved link restores: one flow's stores as this tab holds them (its forms, their drafts,
 * its questionnaires with the step each is on, the consent and the URL parameters) and the screen
 * the person was on. A kept analysis result is left out: it is run again from the answers.
 */
export interface SavedSnapshot {
  v: 1;
  flowId: string;
  screenId: string;
  /** When it was taken (ISO 8601). */
  savedAt: string;
  slots: Record<string, unknown>;
}

type SnapshotFlow = Pick<FlowContent, 'id' | 'screens'>;

/** The session keys a flow's saved link carries. */
export function savedSlotKeys(flow: SnapshotFlow): string[] {
  return [...flow.screens.flatMap(screenSlotKeys), consentKey(flow.id), paramsKey(flow.id)];
}

export function takeSnapshot(
  flow: SnapshotFlow,
  screenId: string,
  slots: Readonly<Record<string, unknown>>,
  now: Date,
): SavedSnapshot {
  const kept = savedSlotKeys(flow).flatMap((key): [string, unknown][] =>
    slots[key] === undefined ? [] : [[key, slots[key]]],
  );
  return { v: 1, flowId: flow.id, screenId, savedAt: now.toISOString(), slots: Object.fromEntries(kept) };
}

/**
 * A snapshot read back: the right shape, of `flow`, on one of its form or questionnaire screens,
 * holding only the flow's own keys. Each slot's value is checked by the store's validators when
 * it is put back (restoreSnapshot.ts), as anything read from storage is.
 */
export function readSnapshot(text: string, flow: SnapshotFlow): SavedSnapshot | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.v !== 1 || value.flowId !== flow.id || !isRecord(value.slots)) return undefined;
  const { screenId, savedAt, slots } = value;
  const screen = flow.screens.find((candidate) => candidate.id === screenId);
  if (!screen || screen.type === 'results' || typeof savedAt !== 'string') return undefined;
  const known = new Set(savedSlotKeys(flow));
  if (!Object.keys(slots).every((key) => known.has(key))) return undefined;
  return { v: 1, flowId: flow.id, screenId: screen.id, savedAt, slots };
}

/** Whether a stored value holds anything the person wrote or chose (a questionnaire's step alone does not). */
function holdsAnswers(value: unknown, isQuestionnaire = false): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some((item) => holdsAnswers(item));
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([key, item]) => !(isQuestionnaire && key === 'step') && holdsAnswers(item));
}

/**
 * Whether this tab holds answers of the flow that differ from the snapshot's, so opening the link
 * would replace something the person wrote here: then they are asked first.
 */
export function replacesOtherAnswers(
  flow: SnapshotFlow,
  slots: Readonly<Record<string, unknown>>,
  snapshot: SavedSnapshot,
): boolean {
  const questionnaires = new Set(
    flow.screens.flatMap((screen) => (screen.type === 'questionnaire' ? [screen.store] : [])),
  );
  return savedSlotKeys(flow).some((key) => {
    const here = slots[key];
    return holdsAnswers(here, questionnaires.has(key)) && JSON.stringify(here) !== JSON.stringify(snapshot.slots[key]);
  });
}
