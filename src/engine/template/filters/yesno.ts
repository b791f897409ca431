/** The profile stores 'yes'/'no'; people reading an email expect 'Yes'/'No'. */
export function yesno(value: unknown): string {
  if (value === true) return 'Yes';
  return typeof value === 'string' && value.trim().toLowerCase() === 'yes' ? 'Yes' : 'No';
}
