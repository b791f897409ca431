import type { Kysely } from 'kysely';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/schema.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares in time that depends on neither text: both are hashed to 32 bytes first. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/**
 * What the database keeps of a session: an HMAC of its token keyed by the owner's password. The
 * cookie's value is never stored, and a session started under one password is unknown under any
 * other: setting a new OWNER_PASSWORD (and restarting) ends every session at once.
 */
const tokenHash = (token: string, password: string) =>
  createHmac('sha256', password).update(token, 'utf8').digest('hex');

/** A new session: 32 random bytes for the cookie; the database keeps only their keyed hash. */
export async function startSession(
  db: Kysely<Database>,
  password: string,
  hours: number,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('owner_sessions').where('expires_at', '<=', new Date(now)).execute();
  await db
    .insertInto('owner_sessions')
    .values({ token_hash: tokenHash(token, password), expires_at: new Date(now + hours * 3_600_000) })
    .execute();
  return token;
}

export async function sessionIsLive(
  db: Kysely<Database>,
  password: string,
  token: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('owner_sessions')
    .select('token_hash')
    .where('token_hash', '=', tokenHash(token, password))
    .where('expires_at', '>', new Date(now))
    .executeTakeFirst();
  return row !== undefined;
}

export async function endSession(db: Kysely<Database>, password: string, token: string): Promise<void> {
  await db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash(token, password)).execute();
}
