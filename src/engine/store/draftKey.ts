/**
 * Where a form keeps what the user has typed but not yet submitted, so a reload loses nothing.
 * Separate from the submitted value, which is what guards and analyses trust.
 */
export function draftKey(store: string): string {
  return `${store}Draft`;
}
