/**
 * A stored answer read back against its step's declaration: kept as it is, kept after an
 * adjustment (`note` says what changed, for the warning), or refused (`reason` says why).
 */
export type Restored<A> = { ok: true; answer: A; note?: string } | { ok: false; reason: string };

export function kept<A>(answer: A, note?: string): Restored<A> {
  return note === undefined ? { ok: true, answer } : { ok: true, answer, note };
}

export function refused<A>(reason: string): Restored<A> {
  return { ok: false, reason };
}
