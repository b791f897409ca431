import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SaveReference } from '../../src/engine/index.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** What the table keeps of a token: its SHA-256, so a copy of the database opens nothing. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SealedAnswers {
  sealed: Uint8Array;
  expiresAt: Date;
}

/**
 * Stores sealed answers under `id`, or replaces the ones already there when the token matches
 * (the same link saved again), each time kept `retentionDays` from now. Answers whose token does
 * not match are left alone: 'taken'.
 */
export async function putSealedAnswers(
  db: Db,
  reference: SaveReference,
  sealed: Uint8Array,
  now: Date,
  retentionDays: number,
): Promise<{ stored: true; expiresAt: Date } | { stored: false }> {
  const expiresAt = new Date(now.getTime() + retentionDays * 24 * 60 * 60 * 1000);
  const hash = tokenHash(reference.token);
  const row = await db
    .insertInto('saved_answers')
    .values({ id: reference.id, token_hash: hash, sealed, created_at: now, updated_at: now, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ sealed, updated_at: now, expires_at: expiresAt })
        .where('saved_answers.token_hash', '=', hash),
    )
    .returning('expires_at')
    .executeTakeFirst();
  return row ? { stored: true, expiresAt: row.expires_at } : { stored: false };
}

/** The sealed answers under `id` for this token, unless they have expired. */
export async function readSealedAnswers(
  db: Db,
  reference: SaveReference,
  now: Date,
): Promise<SealedAnswers | undefined> {
  const row = await db
    .selectFrom('saved_answers')
    .select(['sealed', 'expires_at'])
    .where('id', '=', reference.id)
    .where('token_hash', '=', tokenHash(reference.token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { sealed: row.sealed, expiresAt: row.expires_at } : undefined;
}

/** Deletes the sealed answers under `id` when the token matches; nothing there is no failure. */
export async function deleteSealedAnswers(db: Db, reference: SaveReference): Promise<void> {
  await db
    .deleteFrom('saved_answers')
    .where('id', '=', reference.id)
    .where('token_hash', '=', tokenHash(reference.token))
    .execute();
}

/** Deletes every saved answer past its time; the number deleted. */
export async function deleteExpiredSealedAnswers(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('saved_answers').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
