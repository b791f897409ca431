import { cleanLine, hasItemMarker } from './cleanLine.ts';

/**
 * A list section's items. When the model uses bullets or numbers, an unmarked line continues the
 * item above (wrapped text) and unmarked lines before the first item are an intro, dropped if
 * they end in a colon. Without any markers, each line is an item.
 */
export function readListItems(lines: readonly string[]): string[] {
  const nonBlank = lines.filter((line) => line.trim() !== '');
  const marked = nonBlank.some(hasItemMarker);
  const items: string[] = [];
  let seenMarker = false;
  for (const line of nonBlank) {
    const text = cleanLine(line);
    if (text === '') continue;
    const isItem = !marked || hasItemMarker(line);
    if (marked && !isItem && !seenMarker && text.endsWith(':')) continue;
    if (isItem || items.length === 0) items.push(text);
    else items[items.length - 1] = `${items[items.length - 1]} ${text}`;
    if (isItem) seenMarker = true;
  }
  return items;
}

/** Trimmed to `max`, then padded to `min` with filler items not already present. */
export function fitList(items: readonly string[], min: number, max: number, filler: readonly string[]): string[] {
  const fitted = items.slice(0, max);
  const present = new Set(fitted.map((item) => item.toLowerCase()));
  for (const extra of filler) {
    if (fitted.length >= min) break;
    if (present.has(extra.toLowerCase())) continue;
    fitted.push(extra);
    present.add(extra.toLowerCase());
  }
  return fitted;
}
