/** A slot of a message: `{name}`. */
const slotPattern = /\{(\w+)\}/g;

/**
 * Fills single-brace slots in configured messages ('Missing required answers: {missing}').
 * Every message of the app (flows/app.yaml, a field's `ui:messages`) names its values this one
 * way; `{{ path }}` is the syntax of templates over answers (prompts, emails, titles), not of
 * messages. Unknown slots stay visible so a typo shows up.
 */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(slotPattern, (slot: string, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/** Each `{name}` slot a message has, as written and by name, for the checker. */
export function messageSlots(message: string): { raw: string; name: string }[] {
  return [...message.matchAll(slotPattern)].map((match) => ({ raw: match[0], name: match[1] ?? '' }));
}
