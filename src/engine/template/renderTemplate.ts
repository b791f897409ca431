import { formatValue } from './formatValue.ts';
import { templateFilters, type TemplateFilter } from './filters/index.ts';
import { replacePlaceholders } from './placeholders.ts';
import { readPath } from './readPath.ts';

/**
 * Renders {{ dotted.path }} and {{ path | filter | filter }} over a scope (`titleOf` names each
 * question by the path it is read at, for `| titled`); a value that is missing
 * or blank renders as the placeholder's `?? "fallback"` when it declares one (a form field the
 * visitor was not shown). Unknown paths render as '' and unknown filters pass the value through:
 * the content checker reports both before the app ships, so at runtime a gap must not break a
 * prompt or an email.
 */
export function renderTemplate(
  template: string,
  scope: unknown,
  filters: Readonly<Record<string, TemplateFilter>> = templateFilters,
  titleOf?: (path: string) => string | undefined,
): string {
  return replacePlaceholders(template, ({ path, filters: names, fallback }) => {
    let value: unknown = readPath(scope, path);
    for (const name of names) {
      const filter = Object.hasOwn(filters, name) ? filters[name] : undefined;
      if (filter) value = filter(value, { path, ...(titleOf ? { titleOf } : {}) });
    }
    const text = formatValue(value);
    return text.trim() === '' && fallback !== undefined ? fallback : text;
  });
}
