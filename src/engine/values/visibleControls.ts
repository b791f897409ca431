/**
 * Characters that change how the text around them is shown without being seen themselves: the
 * bidirectional embeddings, overrides, isolates and marks (U+202E turns
 * "ada@example.com\u202Eevil.exe" into "ada@example.comexe.live"), and the C0 and C1 control
 * characters except tab and line breaks. Zero-width joiners stay: emoji are made of them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const hidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text a visitor wrote, as an owner is shown it (owner pages, CSV): each such character written
 * out as [U+202E], so it shows where it is and changes nothing around it.
 */
export function visibleControls(text: string): string {
  return text.replace(hidden, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
  });
}
