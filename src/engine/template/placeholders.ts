export interface Placeholder {
  /** The whole placeholder as written, e.g. '{{ result.strengths | numbered }}'. */
  raw: string;
  /** Dotted path into the scope. */
  path: string;
  /** Filter names in the order they apply. */
  filters: string[];
  /** What `?? "text"` declares to show when the value is missing or blank (a field that was not shown). */
  fallback?: string;
  /** Where the placeholder starts in the template (0-based). */
  offset: number;
}

// Fresh per call: a shared /g regex would carry lastIndex between callers.
function placeholderPattern(): RegExp {
  return /\{\{([^{}]*)\}\}/g;
}

const fallbackPattern = /^\s*("([^"]*)"|'([^']*)')\s*$/;

/** `path | filter | filter ?? "fallback"`; a fallback that is not one quoted string stays in the last name. */
function toPlaceholder(raw: string, inner: string, offset: number): Placeholder {
  const marker = inner.indexOf('??');
  const quoted = marker >= 0 ? fallbackPattern.exec(inner.slice(marker + 2)) : null;
  const expression = quoted ? inner.slice(0, marker) : inner;
  const [path = '', ...filters] = expression.split('|').map((part) => part.trim());
  const fallback = quoted ? (quoted[2] ?? quoted[3]) : undefined;
  return {
    raw,
    path,
    filters: filters.filter((name) => name !== ''),
    ...(fallback !== undefined ? { fallback } : {}),
    offset,
  };
}

/** Every {{ path | filter ?? "fallback" }} in a template, so a checker can verify each path and filter exists. */
export function templatePlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(placeholderPattern())].map((match) =>
    toPlaceholder(match[0], match[1] ?? '', match.index),
  );
}

/** Replaces each placeholder with what `render` returns for it. */
export function replacePlaceholders(template: string, render: (placeholder: Placeholder) => string): string {
  return template.replace(placeholderPattern(), (raw: string, inner: string, offset: number) =>
    render(toPlaceholder(raw, inner, offset)),
  );
}
