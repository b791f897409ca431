const fenceLine = /^\s*(```|~~~)[\w-]*\s*$/;

/**
 * Line endings unified and code fences dropped: models often wrap the whole answer in
 * ```markdown ... ```, and the fence lines would otherwise read as content.
 */
export function normaliseResponse(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !fenceLine.test(line))
    .join('\n');
}

/** Whether anything readable is left once markup is ignored. */
export function hasReadableContent(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
