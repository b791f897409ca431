import { templatePlaceholders } from '../../engine/template/placeholders.ts';

/** A placeholder as a translation must keep it: what it reads and how, not the words around it. */
export interface TextPlaceholder {
  /** As written in the text: `{{ result.score }}`, `{seconds}`. */
  raw: string;
  /** What makes two placeholders the same: the path and filters of `{{ }}`, the name of `{ }`. */
  identity: string;
}

/**
 * Every placeholder of a text: template placeholders (`{{ path | filter ?? "fallback" }}`, whose
 * fallback is words and may be translated) and message slots (`{name}`) outside them.
 */
export function textPlaceholders(text: string): TextPlaceholder[] {
  const templates = templatePlaceholders(text).map((placeholder) => ({
    raw: placeholder.raw,
    identity: `{{ ${[placeholder.path, ...placeholder.filters].join(' | ')} }}`,
  }));
  const outside = text.replace(/\{\{[^{}]*\}\}/g, '');
  const slots = [...outside.matchAll(/\{(\w+)\}/g)].map((match) => ({
    raw: match[0],
    identity: `{${match[1] ?? ''}}`,
  }));
  return [...templates, ...slots];
}

/** What one list has that the other lacks, counting repeats: [missing from `translated`, extra in it]. */
export function placeholderDifference(
  source: readonly TextPlaceholder[],
  translated: readonly TextPlaceholder[],
): { missing: TextPlaceholder[]; extra: TextPlaceholder[] } {
  const left = [...translated];
  const missing: TextPlaceholder[] = [];
  for (const placeholder of source) {
    const at = left.findIndex((candidate) => candidate.identity === placeholder.identity);
    if (at >= 0) left.splice(at, 1);
    else missing.push(placeholder);
  }
  return { missing, extra: left };
}
