/**
 * Fills single-brace slots in configured messages ('Missing required answers: {missing}').
 * Distinct from the template renderer on purpose: messages are short UI strings with named
 * slots, not templates over a data scope. Unknown slots stay visible so a typo shows up.
 */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (slot: string, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}
