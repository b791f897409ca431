import { formatPath, type PathSegment } from '../problem.ts';

/** One text a person reads, found in a content file. */
export interface TextNode {
  /** Where it is in the parsed file, positions as numbers: for file:line:col. */
  at: PathSegment[];
  /** How a translation names it: list items by their id where they have one (see itemNames). */
  key: string;
  text: string;
}

/** Collects text nodes while a walker descends, keeping the located path and the named one side by side. */
export class TextCollector {
  readonly nodes: TextNode[] = [];
  private readonly seen = new Set<string>();

  add(at: readonly PathSegment[], named: readonly PathSegment[], text: string): void {
    const key = formatPath(named);
    if (this.seen.has(key) || !needsTranslation(text)) return;
    this.seen.add(key);
    this.nodes.push({ at: [...at], key, text });
  }
}

/** Placeholders ({{ path }}, {name}) and what stands in for an answer carry no words to translate. */
const placeholderOrSlot = /\{\{[^{}]*\}\}|\{\w+\}/g;

/**
 * A text asks for a translation only when it has a letter outside its placeholders: an email
 * parameter that is only `{{ result.score }}`, or a box hint such as "1. …", reads the same in
 * every language.
 */
function needsTranslation(text: string): boolean {
  return /\p{L}/u.test(text.replace(placeholderOrSlot, ''));
}
