const leadingMarker = /^(?:#{1,6}\s*|>\s*|[-*•+–]\s+|\(?\d{1,3}[.)]\s+)/;

/** Whether a line starts a list item (bullet or numbering), before any cleaning. */
export function hasItemMarker(line: string): boolean {
  return /^\s*(?:[-*•+–]\s+|\(?\d{1,3}[.)]\s+)/.test(line);
}

/**
 * One line of model output as plain text: heading hashes, bullets, numbering, bold, italics
 * and backticks removed, whitespace collapsed. Underscores inside words (snake_case) survive.
 */
export function cleanLine(line: string): string {
  let text = line.trim();
  // Markers can stack ("- 1. **Item**"), so peel them until none is left.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(leadingMarker, '').trim();
  }
  text = text
    .replace(/`+/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/(^|[^\w*])\*(\S(?:[^*]*?\S)?)\*(?=[^\w*]|$)/g, '$1$2')
    .replace(/(^|[^\w])_(\S(?:[^_]*?\S)?)_(?=[^\w]|$)/g, '$1$2')
    .replace(/^[*_]+|[*_]+$/g, '');
  return text.replace(/\s+/g, ' ').trim();
}
