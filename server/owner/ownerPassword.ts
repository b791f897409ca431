/** The shortest OWNER_PASSWORD that opens the owner's area (OWASP ASVS 2.1.1 asks at least 12 characters). */
const ownerPasswordMinLength = 12;

/**
 * Why OWNER_PASSWORD cannot open the owner's area, or undefined when it can: it has fewer than
 * ownerPasswordMinLength characters, not counting spaces around it (so ' ' or 'a' never do).
 */
export function ownerPasswordProblem(password: string): string | undefined {
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  const length = [...new Intl.Segmenter().segment(password.trim())].length;
  if (length >= ownerPasswordMinLength) return undefined;
  return `OWNER_PASSWORD has ${length} character${length === 1 ? '' : 's'} (spaces around it not counted); it needs at least ${ownerPasswordMinLength}, so the owner's area stays closed. Set a longer one (four random words, say) and start the server again.`;
}
