import type { ToStringOptions } from 'yaml';

/**
 * How every YAML content file is written, by the normaliser and the Studio alike. No folding
 * (lineWidth 0): a value stays on one line however long, so an edit never re-wraps its
 * neighbours; flow collections are written compactly, `[a, b]` and `{a: b}`.
 */
export const yamlWriteOptions: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

/** JSON content files (forms) are written with two-space indentation and a final newline. */
export function writeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
