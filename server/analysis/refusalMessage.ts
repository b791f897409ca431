import { fillMessage } from '../../src/engine/index.ts';

/**
 * A refusal in content's words: `template` (serverMessages.invalidRequest, completionMessages.invalid)
 * with its {reason} filled. A reason may end in a sentence of content's (a field's "Enter a valid
 * email."), and the template goes on after the slot ("{reason}. Please reload…"), so the
 * sentence's own full stop is dropped there, never doubled.
 */
export function refusalMessage(template: string, reason: string): string {
  return fillMessage(template, { reason: reason.replace(/\.+$/, '') });
}
