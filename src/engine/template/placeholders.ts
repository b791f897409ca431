export interface Placeholder {
  /** The whole placeholder as written, e.g. '{{ result.strengths | numbered }}'. */
  raw: string;
  /** Dotted path into the scope. */
  path: string;
  /** Filter names in the order they apply. */
  filters: string[];
}

// Fresh per call: a shared /g regex would carry lastIndex between callers.
function placeholderPattern(): RegExp {
  return /\{\{\s*([^{}|]*?)\s*((?:\|\s*[^{}|]*?\s*)*)\}\}/g;
}

function toPlaceholder(raw: string, path: string, filterText: string): Placeholder {
  const filters = filterText
    .split('|')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return { raw, path: path.trim(), filters };
}

/** Every {{ path | filter }} in a template, so a checker can verify each path and filter exists. */
export function templatePlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(placeholderPattern())].map((match) =>
    toPlaceholder(match[0], match[1] ?? '', match[2] ?? ''),
  );
}

/** Replaces each placeholder with what `render` returns for it. */
export function replacePlaceholders(template: string, render: (placeholder: Placeholder) => string): string {
  return template.replace(placeholderPattern(), (raw: string, path: string, filterText: string) =>
    render(toPlaceholder(raw, path, filterText)),
  );
}
