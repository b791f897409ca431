import { base64UrlPattern } from './base64url.ts';
import { secretPattern } from './sealedAnswers.ts';
import { resumeHashPrefix } from './resumeHash.ts';

/**
 * The longest link that carries its answers itself (on a host without the app's server). Current
 * browsers open far longer ones; this keeps a link short enough to paste into a note or an email.
 * Longer answers are not saved in a link: the person is told so, with their answers kept in the tab.
 */
export const inlineLinkMaxLength = 16_000;

/**
 * Where a link finds its answers: on the app's server (filed under the id the secret gives), or
 * in the link itself, sealed.
 */
export type ResumeFragment = { kind: 'server'; secret: string } | { kind: 'link'; secret: string; sealed: string };

/** The link's fragment: `#resume=<secret>` or `#resume=<secret>.<sealed answers>`, all base64url. */
export function resumeFragment(fragment: ResumeFragment): string {
  return `${resumeHashPrefix}${fragment.secret}${fragment.kind === 'link' ? `.${fragment.sealed}` : ''}`;
}

/** The fragment read back; 'damaged' when it is a resume fragment cut short or mistyped. */
export function readResumeFragment(hash: string): ResumeFragment | 'damaged' | undefined {
  if (!hash.startsWith(resumeHashPrefix)) return undefined;
  const [secret = '', sealed, ...rest] = hash.slice(resumeHashPrefix.length).split('.');
  if (!secretPattern.test(secret) || rest.length > 0) return 'damaged';
  if (sealed === undefined) return { kind: 'server', secret };
  return sealed !== '' && base64UrlPattern.test(sealed) ? { kind: 'link', secret, sealed } : 'damaged';
}
