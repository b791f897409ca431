/** aria-describedby from several optional ids: undefined when there are none. */
export function describedByIds(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => id !== undefined && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
