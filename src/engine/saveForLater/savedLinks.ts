import type { FlowContent, SaveForLaterContent } from '../content/types.ts';
import { fillMessage } from '../analysis/fillMessage.ts';
import { refusalMessage } from '../http/refusalMessage.ts';
import { isStaticHostReply } from '../http/staticHostReply.ts';
import { fromBase64Url, toBase64Url } from './base64url.ts';
import { inlineLinkMaxLength, resumeFragment, type ResumeFragment } from './resumeLink.ts';
import { deriveSaveKeys, newSecret, SavedAnswersError, seal, unseal } from './sealedAnswers.ts';
import type { SavedRecord } from './savedRecordKey.ts';
import { savesPath, type SaveGetReply, type SavePutBody, type SavePutReply } from './savesWire.ts';
import { readSnapshot, type SavedSnapshot } from './snapshot.ts';

/** How the browser reaches the app's server: `fetch`, or in tests the server app's own request. */
type Send = (path: string, init: RequestInit) => Promise<Response>;

export interface LinkSettings {
  texts: SaveForLaterContent;
  /** The build has the app's server behind it (server mode); otherwise links carry their answers. */
  server: boolean;
  send?: Send;
}

export type SaveOutcome = { ok: true; link: string; record: SavedRecord } | { ok: false; message: string };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const fail = (message: string) => ({ ok: false as const, message });

function cryptoFailure(error: unknown, texts: SaveForLaterContent) {
  if (error instanceof SavedAnswersError) return fail(error.reason === 'damaged' ? texts.damaged : texts.unsupported);
  throw error;
}

/** The refusal's message from the app's server, or the content's word for a server that is down. */
async function refused(response: Response, texts: SaveForLaterContent): Promise<string> {
  return refusalMessage(await response.json().catch(() => undefined)) ?? texts.serverMessages.unavailable;
}

/**
 * Seals a flow's snapshot and makes its link. With the app's server, the ciphertext is stored
 * there under the id the secret gives (a secret already used by this tab keeps its link); on a
 * host without one, the link carries the ciphertext itself when the whole link fits in
 * inlineLinkMaxLength. Every failure is a message from content; nothing here touches the answers.
 */
export async function saveLink(
  snapshot: SavedSnapshot,
  previous: SavedRecord | undefined,
  pageUrl: string,
  { texts, server, send = fetch }: LinkSettings,
): Promise<SaveOutcome> {
  const secret = previous?.secret ?? newSecret();
  let keys: Awaited<ReturnType<typeof deriveSaveKeys>>;
  let sealed: string;
  try {
    keys = await deriveSaveKeys(secret);
    sealed = toBase64Url(await seal(JSON.stringify(snapshot), keys.key));
  } catch (error) {
    return cryptoFailure(error, texts);
  }
  if (server) {
    let response: Response;
    try {
      response = await send(`${savesPath}/${keys.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...auth(keys.token) },
        body: JSON.stringify({ sealed } satisfies SavePutBody),
      });
    } catch {
      return fail(texts.unreachable);
    }
    // A static host answers for the app's server (a 404, or its index.html): the link carries the answers instead.
    if (!isStaticHostReply(response)) {
      if (!response.ok) return fail(await refused(response, texts));
      const { expiresAt } = (await response.json()) as SavePutReply;
      return {
        ok: true,
        link: `${pageUrl}${resumeFragment({ kind: 'server', secret })}`,
        record: { where: 'server', secret, id: keys.id, token: keys.token, expiresAt },
      };
    }
  }
  const link = `${pageUrl}${resumeFragment({ kind: 'link', secret, sealed })}`;
  if (link.length > inlineLinkMaxLength)
    return fail(fillMessage(texts.tooLongForLink, { length: link.length, max: inlineLinkMaxLength }));
  return { ok: true, link, record: { where: 'link', secret } };
}

export type OpenOutcome = { ok: true; snapshot: SavedSnapshot; record: SavedRecord } | { ok: false; message: string };

/**
 * Opens a link's answers: from the link itself, or fetched from the app's server with the
 * derived id and token, then unsealed with the derived key and read against `flow`. A wrong key,
 * a changed byte or a snapshot that does not fit the flow is 'damaged'.
 */
export async function openLink(
  fragment: ResumeFragment,
  flow: Pick<FlowContent, 'id' | 'screens'>,
  { texts, send = fetch }: Omit<LinkSettings, 'server'>,
): Promise<OpenOutcome> {
  try {
    const keys = await deriveSaveKeys(fragment.secret);
    let sealed = fragment.kind === 'link' ? fragment.sealed : undefined;
    let record: SavedRecord = { where: 'link', secret: fragment.secret };
    if (fragment.kind === 'server') {
      let response: Response;
      try {
        response = await send(`${savesPath}/${keys.id}`, { method: 'GET', headers: auth(keys.token) });
      } catch {
        return fail(texts.unreachable);
      }
      // A page instead of the API's JSON: this host has no app server to keep the answers.
      const json = response.headers.get('content-type')?.includes('application/json') === true;
      if (!json) return fail(texts.unreachable);
      if (!response.ok) return fail(await refused(response, texts));
      const reply = (await response.json()) as SaveGetReply;
      sealed = reply.sealed;
      record = { where: 'server', secret: fragment.secret, id: keys.id, token: keys.token, expiresAt: reply.expiresAt };
    }
    const bytes = sealed === undefined ? undefined : fromBase64Url(sealed);
    if (!bytes) return fail(texts.damaged);
    const snapshot = readSnapshot(await unseal(bytes, keys.key), flow);
    return snapshot ? { ok: true, snapshot, record } : fail(texts.damaged);
  } catch (error) {
    return cryptoFailure(error, texts);
  }
}

/**
 * Deletes a link's answers from the app's server (a link that carries them has nothing there to
 * delete); the message says what happened. A refusal leaves the record for another try.
 */
export async function forgetLink(
  record: SavedRecord,
  { texts, send = fetch }: Omit<LinkSettings, 'server'>,
): Promise<{ ok: boolean; message: string }> {
  if (record.where === 'link') return { ok: true, message: texts.forgottenLink };
  try {
    const response = await send(`${savesPath}/${record.id}`, { method: 'DELETE', headers: auth(record.token) });
    return response.ok ? { ok: true, message: texts.forgottenOnServer } : fail(await refused(response, texts));
  } catch {
    return fail(texts.unreachable);
  }
}
