/**
 * Accessible names for the two handles from the step title: 'Asking price range' gives
 * 'Minimum asking price' / 'Maximum asking price'. A trailing 'range' and punctuation are
 * dropped; the first letter is lowered unless the first word is an acronym ('TTM revenue').
 */
export function handleNames(title: string): { min: string; max: string } {
  const subject = title
    .trim()
    .replace(/[?.:!]+$/, '')
    .replace(/\s+range$/i, '')
    .trim();
  const firstWord = subject.split(/\s+/)[0] ?? '';
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase();
  const phrase = isAcronym ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
  return { min: `Minimum ${phrase}`.trim(), max: `Maximum ${phrase}`.trim() };
}
