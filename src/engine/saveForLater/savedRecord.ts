import { isRecord } from '../forms/isRecord.ts';
import type { SessionState } from '../store/sessionStore.ts';
import type { SlotValidator } from '../store/slotValidator.ts';
import { savedRecordKey } from './savedRecordKey.ts';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const savedRecordValidator: SlotValidator = (value) => {
  if (!isRecord(value) || !isText(value.secret)) return { ok: false, reason: 'it is not a saved link' };
  if (value.where === 'link') return { ok: true, value: { where: 'link', secret: value.secret } };
  const { id, token, expiresAt } = value;
  if (value.where !== 'server' || !isText(id) || !isText(token) || !isText(expiresAt))
    return { ok: false, reason: 'it is not a saved link' };
  return { ok: true, value: { where: 'server', secret: value.secret, id, token, expiresAt } };
};

/**
 * Makes a flow's saved-link record a slot of the session (read from storage and checked like any
 * other), when the code that saves or opens a link loads: the validator stays off every screen's
 * first load. Registering again changes nothing.
 */
export function registerSavedRecord(session: Pick<SessionState, 'register'>, flowId: string): void {
  session.register({ [savedRecordKey(flowId)]: savedRecordValidator });
}
