import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../src/engine/saveForLater/base64url.ts';
import {
  deriveSaveKeys,
  newSecret,
  seal,
  SavedAnswersError,
  unseal,
} from '../../../src/engine/saveForLater/sealedAnswers.ts';

const answers = JSON.stringify({
  founderQuestionnaire: { step: 4, answers: { problem: 'Bakeries lose 12 hours a week to manual ordering.' } },
});

/** The error a promise rejects with, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the promise to reject'),
    (error: unknown) => error,
  );
}

describe('sealed answers', () => {
  it('opens what it sealed, with the key the same secret gives anywhere', async () => {
    const secret = newSecret();
    const sealed = await seal(answers, (await deriveSaveKeys(secret)).key);
    // Another device derives the key afresh from the link's secret.
    expect(await unseal(sealed, (await deriveSaveKeys(secret)).key)).toBe(answers);
  });

  it('never holds the answers in the clear, and pads their length', async () => {
    const { key } = await deriveSaveKeys(newSecret());
    const sealed = await seal(answers, key);
    const asText = new TextDecoder('latin1').decode(sealed);
    expect(asText).not.toContain('Bakeries');
    expect(toBase64Url(sealed)).not.toContain(toBase64Url(new TextEncoder().encode('Bakeries')).slice(0, 8));
    // IV (12) + padded body (a multiple of 256) + tag (16).
    expect((sealed.length - 12 - 16) % 256).toBe(0);
    // Sealed twice, the same answers look different (a fresh IV each time).
    expect(toBase64Url(await seal(answers, key))).not.toBe(toBase64Url(sealed));
  });

  it('refuses a wrong key as damaged', async () => {
    const sealed = await seal(answers, (await deriveSaveKeys(newSecret())).key);
    const error = await rejection(unseal(sealed, (await deriveSaveKeys(newSecret())).key));
    expect(error).toBeInstanceOf(SavedAnswersError);
    expect((error as SavedAnswersError).reason).toBe('damaged');
  });

  it('refuses any changed byte, a cut-short text and a malformed secret as damaged', async () => {
    const secret = newSecret();
    const { key } = await deriveSaveKeys(secret);
    const sealed = await seal(answers, key);
    for (const at of [0, 11, 12, 40, sealed.length - 1]) {
      const tampered = sealed.slice();
      tampered[at] = (tampered[at] ?? 0) ^ 1;
      expect(((await rejection(unseal(tampered, key))) as SavedAnswersError).reason).toBe('damaged');
    }
    expect(((await rejection(unseal(sealed.slice(0, 20), key))) as SavedAnswersError).reason).toBe('damaged');
    expect(((await rejection(deriveSaveKeys(secret.slice(1)))) as SavedAnswersError).reason).toBe('damaged');
  });

  it('derives an id and a token that differ from the secret and from each other', async () => {
    const secret = newSecret();
    const first = await deriveSaveKeys(secret);
    const again = await deriveSaveKeys(secret);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([first.id, first.token]).toEqual([again.id, again.token]);
    expect(new Set([secret, first.id, first.token]).size).toBe(3);
    expect(first.token).not.toBe((await deriveSaveKeys(newSecret())).token);
  });

  it('refuses sealed answers that would unpack to more than 4 MB, as a link made to exhaust the page would', async () => {
    const { key } = await deriveSaveKeys(newSecret());
    const sealed = await seal('0'.repeat(5 * 1024 * 1024), key);
    expect(sealed.length).toBeLessThan(20_000);
    expect(((await rejection(unseal(sealed, key))) as SavedAnswersError).reason).toBe('damaged');
  });

  it('keeps a long answer short enough for a link (compressed before sealing)', async () => {
    const { key } = await deriveSaveKeys(newSecret());
    const long = JSON.stringify({ answer: 'We sell sourdough to cafés every morning. '.repeat(200) });
    const sealed = await seal(long, key);
    expect(sealed.length).toBeLessThan(long.length / 4);
    expect(await unseal(sealed, key)).toBe(long);
  });
});

describe('base64url', () => {
  it('round-trips every byte value and refuses what is not base64url', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(toBase64Url(bytes)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url('abc+')).toBeUndefined();
    expect(fromBase64Url('a')).toBeUndefined();
  });
});
