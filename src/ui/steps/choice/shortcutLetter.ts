/** The key that picks the option at `index` (A, B, C…), typed anywhere but in a text box; none past Z. */
export function shortcutLetter(index: number): string | undefined {
  return index >= 0 && index < 26 ? String.fromCharCode(65 + index) : undefined;
}
