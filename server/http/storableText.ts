/**
 * A character no database text can hold: NUL (PostgreSQL refuses it in text and JSON), or half
 * of a UTF-16 surrogate pair with no other half (not a character at all; it cannot be written as
 * UTF-8). Sent to the database, either fails the whole write as if the database were down.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is this expression's purpose
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code === 0 ? `a NUL character (${hex})` : `half of a character (${hex}, a lone surrogate)`;
}

/** One value met on the walk; its path is written only when it is the one to report. */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

/** `answers.contact.name`, `items[2].title`, or 'the request' for the body itself. */
function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  keys.reverse();
  const path = keys
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join('');
  return path || 'the request';
}

/**
 * Where a parsed JSON body holds a character that cannot be stored (in a string or a key, at any
 * depth), and which: e.g. `answers.contact.name holds a NUL character (U+0000)`; undefined when
 * there is none. Walked without recursion, so a body nested thousands deep cannot overflow the
 * stack. Checked before any database call, so such a request is bad input (400), never a
 * database failure.
 */
export function unstorableText(body: unknown): string | undefined {
  const pending: Visit[] = [{ value: body }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      const found = unstorable.exec(value)?.[0];
      if (found !== undefined) return `${pathOf(next)} holds ${describe(found)}`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // Pushed last first, so the walk meets them in order.
    for (const [key, inner] of Object.entries(value).reverse()) {
      const inKey = unstorable.exec(key)?.[0];
      if (inKey !== undefined) return `a name in ${pathOf(next)} holds ${describe(inKey)}`;
      pending.push({ value: inner, key: Array.isArray(value) ? Number(key) : key, parent: next });
    }
  }
  return undefined;
}
