import { isRecord } from '../forms/isRecord.ts';
import type { SlotValidator } from '../store/slotValidator.ts';

/**
 * What a tab remembers of the link it saved to or was opened from, beside the flow's answers in
 * session storage: the secret (so saving again keeps the same link), and for a link whose answers
 * the server keeps, the id and token that replace or delete them, and until when they are kept.
 * Never sent anywhere but, for the id and token, to this app's own server.
 */
export type SavedRecord =
  { where: 'link'; secret: string } | { where: 'server'; secret: string; id: string; token: string; expiresAt: string };

/** Under a key no store key can take (store keys have no colon). */
export function savedRecordKey(flowId: string): string {
  return `${flowId}:saved`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export const savedRecordValidator: SlotValidator = (value) => {
  if (!isRecord(value) || !isText(value.secret)) return { ok: false, reason: 'it is not a saved link' };
  if (value.where === 'link') return { ok: true, value: { where: 'link', secret: value.secret } };
  const { id, token, expiresAt } = value;
  if (value.where !== 'server' || !isText(id) || !isText(token) || !isText(expiresAt))
    return { ok: false, reason: 'it is not a saved link' };
  return { ok: true, value: { where: 'server', secret: value.secret, id, token, expiresAt } };
};
