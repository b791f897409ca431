/**
 * Accessible names for the two handles from the step title: 'Asking Price Range' gives
 * 'Minimum asking price' / 'Maximum asking price'. A trailing 'range' and punctuation are
 * dropped; words are lowered, as they sit mid-phrase, except acronyms ('TTM revenue').
 */
export function handleNames(title: string): { min: string; max: string } {
  const phrase = title
    .trim()
    .replace(/[?.:!]+$/, '')
    .replace(/\s+range$/i, '')
    .trim()
    .split(/\s+/)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
  return { min: `Minimum ${phrase}`.trim(), max: `Maximum ${phrase}`.trim() };
}
