/** An address the longest mail systems accept (RFC 5321: 254 characters). */
const maxLength = 254;

// The WHATWG "valid e-mail address" (what <input type="email"> accepts), with at least one dot
// in the domain: people answering a questionnaire mean name@example.com, not an intranet host.
const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const address = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${label}(?:\\.${label})+$`);

/** Whether trimmed text is an email address such as name@example.com. */
export function isEmailAddress(text: string): boolean {
  return text.length <= maxLength && address.test(text);
}
