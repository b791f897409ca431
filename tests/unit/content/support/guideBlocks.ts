import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fenced code blocks of a Markdown file, with the `key=value` words of their opening line. */
export interface GuideBlock {
  /** The page the block is on, from the project root: `docs/guide/forms.md`. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  attributes: Record<string, string>;
  text: string;
}

/** One page of the guide (`docs/guide/<page>.md`). */
export interface GuidePage {
  /** From the project root: `docs/guide/forms.md`. */
  file: string;
  /** The page's file name: `forms.md`. */
  name: string;
  text: string;
}

const opening = /^(\s*)```(\S*)\s*(.*)$/;

/** `docs/guide/forms.md:120`: where a block is, as a test reports it. */
export function whereIs(block: Pick<GuideBlock, 'file' | 'line'>): string {
  return `${block.file}:${String(block.line)}`;
}

export function guideBlocks(markdown: string, file: string): GuideBlock[] {
  const lines = markdown.split('\n');
  const blocks: GuideBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const match = opening.exec(lines[index] ?? '');
    if (!match) continue;
    const [, indent = '', language = '', info = ''] = match;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) {
      body.push((lines[end] ?? '').startsWith(indent) ? (lines[end] ?? '').slice(indent.length) : (lines[end] ?? ''));
      end += 1;
    }
    const attributes = Object.fromEntries(
      info
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => {
          const equals = word.indexOf('=');
          return equals < 0 ? [word, 'true'] : [word.slice(0, equals), word.slice(equals + 1)];
        }),
    );
    blocks.push({ file, line: index + 1, language, attributes, text: `${body.join('\n')}\n` });
    index = end;
  }
  return blocks;
}

/** Every page of the guide, `docs/guide/*.md`, the index (README.md) first, then by name. */
export function guidePages(root: string): GuidePage[] {
  const folder = join(root, 'docs', 'guide');
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => (a === 'README.md' ? -1 : b === 'README.md' ? 1 : a.localeCompare(b)));
  return names.map((name) => ({
    file: `docs/guide/${name}`,
    name,
    text: readFileSync(join(folder, name), 'utf8'),
  }));
}

/** The blocks of every page of the guide, page by page. */
export function allGuideBlocks(root: string): GuideBlock[] {
  return guidePages(root).flatMap((page) => guideBlocks(page.text, page.file));
}
