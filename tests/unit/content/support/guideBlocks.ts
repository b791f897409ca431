/** The fenced code blocks of a Markdown file, with the `key=value` words of their opening line. */
export interface GuideBlock {
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  attributes: Record<string, string>;
  text: string;
}

const opening = /^(\s*)```(\S*)\s*(.*)$/;

export function guideBlocks(markdown: string): GuideBlock[] {
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
    blocks.push({ line: index + 1, language, attributes, text: `${body.join('\n')}\n` });
    index = end;
  }
  return blocks;
}
