/**
 * Returns the value to keep (possibly cleaned, with a note per change), or an error saying why it
 * cannot be used. `session` is what the other slots hold, for a questionnaire whose conditions
 * read them.
 */
export type SlotValidator = (
  value: unknown,
  session?: Readonly<Record<string, unknown>>,
) => { ok: true; value: unknown; notes?: readonly string[] } | { ok: false; reason: string };
