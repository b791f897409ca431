import { fieldAt } from './fieldAt.ts';
import type { FieldPath } from './isFormComplete.ts';

/** A field's title as its form shows it: the uiSchema's ui:title, else the schema's title. */
function titleAt(schema: object, uiSchema: unknown, path: FieldPath): string | undefined {
  const field = fieldAt(schema, uiSchema, path.map(String));
  const title = field.ui?.['ui:title'] ?? field.schema?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/**
 * How a person recognises the field at `path` on the page: its label (ui:title or title, else its
 * name); inside a list, the list's label and the line's number first ("Co-founders 2: Role").
 */
export function fieldLabel(schema: object, uiSchema: unknown, path: FieldPath): string {
  const leaf = titleAt(schema, uiSchema, path);
  const index = path.findLastIndex((segment) => typeof segment === 'number');
  if (index === -1) return leaf ?? String(path.at(-1) ?? '');
  const list = titleAt(schema, uiSchema, path.slice(0, index)) ?? String(path[index - 1] ?? '');
  const line = `${list} ${Number(path[index]) + 1}`;
  return index === path.length - 1 || !leaf ? line : `${line}: ${leaf}`;
}
