/**
 * The title of a list item as a person would write it: `ui:options.itemTitle` with `{{index}}`
 * replaced by the item's 1-based position ("Co-founder {{index}}" → "Co-founder 2"), else the
 * item schema's title and the position ("Co-founder 2"), else "Item 2". Never rjsf's "Tasks-2".
 */
export function itemTitle(template: unknown, itemSchemaTitle: unknown, index: number): string {
  const position = String(index + 1);
  if (typeof template === 'string' && template.trim() !== '') {
    return template.replace(/\{\{\s*index\s*\}\}/g, position);
  }
  const noun = typeof itemSchemaTitle === 'string' && itemSchemaTitle.trim() !== '' ? itemSchemaTitle.trim() : 'Item';
  return `${noun} ${position}`;
}
