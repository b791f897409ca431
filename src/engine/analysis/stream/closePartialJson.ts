/** Where the text could stop and still be JSON once the open containers are closed. */
interface SafePoint {
  end: number;
  closers: string;
}

const closerOf = { '{': '}', '[': ']' } as const;

/** The closers for the open containers, innermost first. */
const closersFor = (stack: readonly ('{' | '[')[]): string =>
  stack
    .map((open) => closerOf[open])
    .reverse()
    .join('');

/** A string cut inside an escape ('\\' or '\\u00') loses the unfinished escape. */
function withoutOpenEscape(text: string): string {
  return text.replace(/\\(?:u[0-9a-fA-F]{0,3})?$/, '');
}

/**
 * The value a JSON text cut off mid-way stands for so far: its open containers closed, a value
 * string cut mid-way kept up to the cut, and whatever else is unfinished (a key without its value,
 * a number or literal still being written) left out. Undefined when nothing is readable yet.
 * This lets a structured answer fill in as it streams, as a heading answer does.
 */
export function closePartialJson(text: string): unknown {
  const stack: ('{' | '[')[] = [];
  let safe: SafePoint | undefined;
  let inString = false;
  let stringIsKey = false;
  let escaped = false;
  // In an object: whether the next string is a key (after '{' or ',') rather than a value (after ':').
  let expectKey = false;
  const markSafe = (end: number) => (safe = { end, closers: closersFor(stack) });

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') {
        inString = false;
        if (!stringIsKey) markSafe(index + 1);
      }
      continue;
    }
    if (char === '"') {
      inString = true;
      stringIsKey = stack.at(-1) === '{' && expectKey;
    } else if (char === '{' || char === '[') {
      stack.push(char);
      expectKey = char === '{';
      markSafe(index + 1);
    } else if (char === '}' || char === ']') {
      stack.pop();
      expectKey = false;
      markSafe(index + 1);
    } else if (char === ',') expectKey = stack.at(-1) === '{';
    else if (char === ':') expectKey = false;
  }

  const candidates: string[] = [];
  // A value string cut mid-way: what it says so far is worth showing (the summary filling in).
  if (inString && !stringIsKey) candidates.push(`${withoutOpenEscape(text)}"${closersFor(stack)}`);
  if (!inString && stack.length > 0) candidates.push(`${text.replace(/,\s*$/, '')}${closersFor(stack)}`);
  if (safe) candidates.push(`${text.slice(0, safe.end)}${safe.closers}`);
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // A dangling key or literal: try the next, shorter reading.
    }
  }
  return undefined;
}
