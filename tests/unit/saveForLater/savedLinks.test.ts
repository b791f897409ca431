import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import type { FlowContent } from '../../../src/engine/content/types.ts';
import { inlineLinkMaxLength, readResumeFragment } from '../../../src/engine/saveForLater/resumeLink.ts';
import { forgetLink, openLink, saveLink } from '../../../src/engine/saveForLater/savedLinks.ts';
import {
  readSnapshot,
  replacesOtherAnswers,
  savedSlotKeys,
  takeSnapshot,
} from '../../../src/engine/saveForLater/snapshot.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent('tests/fixtures/collect-flow');
const texts = content.saveForLater;
if (!texts) throw new Error('the checked content has the save-for-later texts');
const flow = content.flows.find((candidate) => candidate.id === 'feedback') as FlowContent;
const other = content.flows.find((candidate) => candidate.id !== 'feedback') as FlowContent;
const page = 'https://advisor.test/feedback';
const marker = 'A sentence only the person wrote: Wombat-Teacup-93';

const slots = {
  feedbackContact: { name: 'Ada Byron', email: 'ada@example.com' },
  feedbackQuestionnaire: { step: 1, answers: { rating: 'very', comment: marker } },
  // Not the flow's: left out of the link.
  companyProfile: { founderName: 'Someone else' },
};
const snapshot = takeSnapshot(flow, 'questions', slots, new Date('2026-11-25T10:00:00Z'));

/** A stand-in for the app's server: sealed answers by id, refusing a wrong token, as server/saves does. */
function fakeServer() {
  const kept = new Map<string, { token: string; sealed: string }>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const send = (path: string, init: RequestInit) => {
    const id = path.split('/').at(-1) ?? '';
    const token = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    const found = kept.get(id);
    if (init.method === 'PUT') {
      kept.set(id, {
        token,
        sealed: (JSON.parse(typeof init.body === 'string' ? init.body : '') as { sealed: string }).sealed,
      });
      return Promise.resolve(json(200, { expiresAt: '2026-12-25T10:00:00.000Z' }));
    }
    if (init.method === 'DELETE') {
      if (found?.token === token) kept.delete(id);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(
      found?.token === token
        ? json(200, { sealed: found.sealed, expiresAt: '2026-12-25T10:00:00.000Z' })
        : json(404, { error: { code: 'not-found', message: 'gone' } }),
    );
  };
  return { kept, send };
}

describe('a flow’s snapshot', () => {
  it('holds the flow’s own stores and place, nothing else, and reads back only for its flow', () => {
    expect(Object.keys(snapshot.slots).sort()).toEqual(['feedbackContact', 'feedbackQuestionnaire']);
    expect(savedSlotKeys(flow)).toEqual(expect.arrayContaining(['feedbackContactDraft', 'feedback:consent']));
    expect(readSnapshot(JSON.stringify(snapshot), flow)).toEqual(snapshot);
    expect(readSnapshot(JSON.stringify(snapshot), other)).toBeUndefined();
    for (const broken of [
      '{',
      JSON.stringify({ ...snapshot, v: 2 }),
      JSON.stringify({ ...snapshot, screenId: 'nowhere' }),
      JSON.stringify({ ...snapshot, slots: { ...snapshot.slots, companyProfile: {} } }),
    ])
      expect(readSnapshot(broken, flow)).toBeUndefined();
  });

  it('asks before replacing answers this tab holds, not a questionnaire’s bare step or the same answers', () => {
    expect(replacesOtherAnswers(flow, {}, snapshot)).toBe(false);
    expect(replacesOtherAnswers(flow, { feedbackQuestionnaire: { step: 0, answers: {} } }, snapshot)).toBe(false);
    expect(replacesOtherAnswers(flow, snapshot.slots, snapshot)).toBe(false);
    expect(replacesOtherAnswers(flow, { feedbackContactDraft: { name: 'Grace' } }, snapshot)).toBe(true);
    expect(
      replacesOtherAnswers(flow, { feedbackQuestionnaire: { step: 0, answers: { rating: 'not' } } }, snapshot),
    ).toBe(true);
  });
});

describe('saved links', () => {
  it('with the app’s server: the link holds only the secret, the server only ciphertext, and it opens anywhere', async () => {
    const server = fakeServer();
    const saved = await saveLink(snapshot, undefined, page, { texts, server: true, send: server.send });
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.link).toMatch(/^https:\/\/advisor\.test\/feedback#resume=[A-Za-z0-9_-]{43}$/);
    expect(saved.record).toMatchObject({ where: 'server', expiresAt: '2026-12-25T10:00:00.000Z' });
    const stored = [...server.kept.values()][0]?.sealed ?? '';
    expect(Buffer.from(stored, 'base64url').toString('latin1')).not.toContain('Wombat');
    expect(stored).not.toContain(saved.record.secret);

    const fragment = readResumeFragment(new URL(saved.link).hash);
    if (!fragment || fragment === 'damaged') throw new Error('a resume fragment');
    const opened = await openLink(fragment, flow, { texts, send: server.send });
    expect(opened).toEqual({ ok: true, snapshot, record: saved.record });

    // Saved again from the same tab: the same link, the newest answers.
    const newer = { ...snapshot, screenId: 'contact' };
    const again = await saveLink(newer, saved.record, page, { texts, server: true, send: server.send });
    expect(again.ok && again.link).toBe(saved.link);
    expect(server.kept.size).toBe(1);
    expect(await openLink(fragment, flow, { texts, send: server.send })).toMatchObject({ snapshot: newer });

    expect(await forgetLink(saved.record, { texts, send: server.send })).toEqual({
      ok: true,
      message: texts.forgottenOnServer,
    });
    expect(await openLink(fragment, flow, { texts, send: server.send })).toEqual({ ok: false, message: 'gone' });
  });

  it('on a host without the app’s server the link carries the sealed answers itself', async () => {
    const staticHost = () =>
      Promise.resolve(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    for (const settings of [{ server: false }, { server: true, send: staticHost }]) {
      const saved = await saveLink(snapshot, undefined, page, { texts, ...settings });
      if (!saved.ok) throw new Error(saved.message);
      expect(saved.record).toEqual({ where: 'link', secret: saved.record.secret });
      expect(saved.link).not.toContain('Wombat');
      expect(saved.link.length).toBeLessThan(inlineLinkMaxLength);
      const fragment = readResumeFragment(new URL(saved.link).hash);
      if (!fragment || fragment === 'damaged') throw new Error('a resume fragment');
      expect(fragment.kind).toBe('link');
      // Opening it asks no server at all.
      const opened = await openLink(fragment, flow, { texts, send: () => Promise.reject(new Error('no server')) });
      expect(opened).toMatchObject({ ok: true, snapshot });
      expect(await forgetLink(saved.record, { texts })).toEqual({ ok: true, message: texts.forgottenLink });
    }
  });

  it('says so, in the content’s words, when the answers do not fit in a link', async () => {
    // Random text compresses badly: well over the limit once sealed.
    const noise = Array.from(crypto.getRandomValues(new Uint8Array(12_000)), (byte) => byte.toString(36)).join('');
    const big = takeSnapshot(
      flow,
      'questions',
      { feedbackQuestionnaire: { step: 0, answers: { comment: noise } } },
      new Date(),
    );
    const saved = await saveLink(big, undefined, page, { texts, server: false });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.message).toMatch(
      new RegExp(
        `^${fillMessage(texts.tooLongForLink, { length: 'LEN', max: inlineLinkMaxLength })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('LEN', '\\d+')}$`,
      ),
    );
  });

  it('passes on the server’s refusal, and says when the server cannot be reached', async () => {
    const refusing = () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'rate-limited', message: 'Too many saved links.' } }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
      );
    expect(await saveLink(snapshot, undefined, page, { texts, server: true, send: refusing })).toEqual({
      ok: false,
      message: 'Too many saved links.',
    });
    const away = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await saveLink(snapshot, undefined, page, { texts, server: true, send: away })).toEqual({
      ok: false,
      message: texts.unreachable,
    });
    const downPage = () =>
      Promise.resolve(new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await saveLink(snapshot, undefined, page, { texts, server: true, send: downPage })).toEqual({
      ok: false,
      message: texts.serverMessages.unavailable,
    });
  });

  it('calls a link damaged when its answers were changed, its key is wrong, or it is of another flow', async () => {
    const saved = await saveLink(snapshot, undefined, page, { texts, server: false });
    if (!saved.ok) throw new Error(saved.message);
    const fragment = readResumeFragment(new URL(saved.link).hash);
    if (!fragment || fragment === 'damaged' || fragment.kind !== 'link') throw new Error('an inline fragment');
    const flipped = `${fragment.sealed.slice(0, 40)}${fragment.sealed[40] === 'A' ? 'B' : 'A'}${fragment.sealed.slice(41)}`;
    const otherSecret = `${fragment.secret.slice(0, -1)}${fragment.secret.endsWith('A') ? 'B' : 'A'}`;
    for (const broken of [
      { ...fragment, sealed: flipped },
      { ...fragment, secret: otherSecret },
      { ...fragment, sealed: fragment.sealed.slice(0, 30) },
    ])
      expect(await openLink(broken, flow, { texts })).toEqual({ ok: false, message: texts.damaged });
    expect(await openLink(fragment, other, { texts })).toEqual({ ok: false, message: texts.damaged });
    expect(readResumeFragment(`#resume=${fragment.secret.slice(3)}`)).toBe('damaged');
    expect(readResumeFragment('#main')).toBeUndefined();
  });
});
