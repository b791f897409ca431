import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnalysis } from '../../../src/engine/analysis/index.ts';
import { checkContent, type ContentFile } from '../../../src/checker/checkContent.ts';
import { formatProblem, sortProblems } from '../../../src/checker/problem.ts';
import { applyAt, applyBlock, parseFragmentPath, withFragment } from './support/applyFragment.ts';
import { guideBlocks, guidePages, whereIs as where, type GuideBlock } from './support/guideBlocks.ts';
import { projectRoot, shippedFiles, shippedSchemas } from './support/shippedContent.ts';

// Every page of the guide (docs/guide/*.md): its examples are one set, so a group may span pages
// (a results screen on one page reading a value another page computes).
const pages = guidePages(projectRoot);
const blocks = pages.flatMap((page) => guideBlocks(page.text, page.file));
const schemas = shippedSchemas();
const examples = blocks.filter((block) => block.language === 'yaml' || block.language === 'json');

/** The expected checker lines: the `text checker-output` block right after an expect-error block, on its page. */
function expectedOutput(block: GuideBlock): string[] {
  const next = blocks[blocks.indexOf(block) + 1];
  if (next?.file !== block.file || next.language !== 'text' || !next.attributes['checker-output']) {
    throw new Error(`${where(block)}: an expect-error block must be followed by a \`text checker-output\` block`);
  }
  return next.text.trimEnd().split('\n');
}

const groups = new Map<string, GuideBlock[]>();
for (const block of examples) {
  const key = block.attributes.group ?? where(block);
  groups.set(key, [...(groups.get(key) ?? []), block]);
}
/**
 * The shipped files, plus the files of the group a `uses=<group>` block builds on (e.g. a mistake in
 * a new flow's prompt), and of the group that one uses in turn (each step of the tutorial builds on
 * the one before).
 */
function baseFiles(members: readonly GuideBlock[], seen: readonly string[] = []): ContentFile[] {
  const used = members.find((block) => block.attributes.uses)?.attributes.uses;
  if (used === undefined) return shippedFiles();
  const basis = groups.get(used);
  if (!basis) throw new Error(`${where(members[0] as GuideBlock)}: no group "${used}" to use`);
  if (seen.includes(used)) throw new Error(`${where(members[0] as GuideBlock)}: group "${used}" uses itself`);
  return basis.reduce(applyBlock, baseFiles(basis, [...seen, used]));
}

/** GitHub's anchors: the heading's text in lower case, without punctuation, spaces as dashes. */
function anchorsOf(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading = '']) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-'),
  );
}

/** The text outside fenced blocks, where a `#` line is a heading. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^\s*```[^\n]*\n[\s\S]*?^\s*```\s*$/gm, '');
}

/** The text outside fenced blocks and code spans, where a `[x](y)` is a link. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The targets of a page's relative links: `#anchor`, `page.md#anchor`, `../testing.md`. */
function linksOf(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^(https?:|mailto:|\/)/.test(target));
}

/** A link from `from` (a file of the project) leads to a file that exists and, after `#`, to one of its headings. */
function leadsSomewhere(target: string, from: string): boolean {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? from : join(dirname(from), path);
  if (!existsSync(join(projectRoot, file))) return false;
  if (anchor === undefined) return true;
  return anchorsOf(readFileSync(join(projectRoot, file), 'utf8')).includes(anchor);
}

/** The docs beside the guide, which link into it. */
const outsideDocs = readdirSync(join(projectRoot, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

const cases = [...groups.entries()].map(([key, members]) => ({
  name: `${members.map((block) => block.attributes.file ?? `${block.attributes.fragment} ${block.attributes.path}`).join(' + ')} (${key.startsWith('docs/') ? key : `group ${key}, ${where(members[0] as GuideBlock)}`})`,
  members,
}));

describe("the guide's examples (docs/guide)", () => {
  it('every YAML and JSON example says where it goes, and the guide has each kind of example', () => {
    for (const block of examples) {
      const { file, fragment, path } = block.attributes;
      expect(Boolean(file) !== Boolean(fragment && path), `${where(block)} needs file=… or fragment=… path=…`).toBe(
        true,
      );
      if (block.attributes['expect-error'])
        expect(file, `${where(block)}: expect-error blocks must be whole files`).toBeDefined();
    }
    expect(examples.filter((block) => block.attributes['expect-error']).length).toBeGreaterThanOrEqual(1);
    expect(examples.some((block) => block.attributes.fragment)).toBe(true);
    expect(examples.some((block) => block.attributes.group)).toBe(true);
    expect(blocks.some((block) => block.attributes['response-for'])).toBe(true);
    expect(examples.some((block) => block.attributes.uses && block.attributes['expect-error'])).toBe(true);
  });

  it.each(cases)('$name', ({ members }) => {
    const files = members.reduce(applyBlock, baseFiles(members));
    const { problems, warnings = [] } = checkContent(files, schemas);
    const failing = members.find((block) => block.attributes['expect-error']);
    // As npm run check:content prints them: errors and warnings together, by position.
    expect(sortProblems([...problems, ...warnings]).map(formatProblem)).toEqual(failing ? expectedOutput(failing) : []);
  });

  it('every link of a page leads to a heading of its page, to another page and its heading, or to a file', () => {
    const broken = pages.flatMap((page) =>
      linksOf(page.text)
        .filter((target) => !leadsSomewhere(target, page.file))
        .map((target) => `${page.file}: ${target}`),
    );
    expect(broken).toEqual([]);
    const links = pages.flatMap((page) => linksOf(page.text));
    expect(links.filter((target) => target.startsWith('#')).length).toBeGreaterThan(10);
    expect(links.filter((target) => /^[a-z-]+\.md#/.test(target)).length).toBeGreaterThan(10);
  });

  it('the index links to every page, and the docs outside the guide link into it where it has pages and headings', () => {
    const index = pages.find((page) => page.name === 'README.md');
    const linked = new Set(linksOf(index?.text ?? '').map((target) => target.split('#')[0]));
    expect(
      pages.filter((page) => page.name !== 'README.md' && !linked.has(page.name)).map((page) => page.file),
    ).toEqual([]);
    for (const file of ['README.md', ...outsideDocs]) {
      const text = readFileSync(join(projectRoot, file), 'utf8');
      const intoGuide = linksOf(text).filter((target) => target.includes('guide/'));
      expect(intoGuide.filter((target) => !leadsSomewhere(target, file)).map((target) => `${file}: ${target}`)).toEqual(
        [],
      );
    }
  });

  it('the sample model reply parses with its prompt', () => {
    const { content } = checkContent(shippedFiles(), schemas);
    for (const block of blocks.filter((entry) => entry.attributes['response-for'])) {
      const id = (block.attributes['response-for'] ?? '').replace(/^prompts\/|\.yaml$/g, '');
      const analysis = content?.analyses[id];
      expect(analysis, where(block)).toBeDefined();
      if (analysis) expect(() => parseAnalysis(block.text, analysis), where(block)).not.toThrow();
    }
  });
});

describe('the example conventions', () => {
  it('reads fragment paths', () => {
    expect(parseFragmentPath('screens[id=canvas].steps[+]')).toEqual([
      { key: 'screens' },
      { id: 'canvas' },
      { key: 'steps' },
      { append: true },
    ]);
    expect(parseFragmentPath('screens[1].title')).toEqual([{ key: 'screens' }, { index: 1 }, { key: 'title' }]);
  });

  it('appends, merges and replaces', () => {
    const data = { steps: [{ id: 'a', title: 'A', type: 'text' }], title: 'Old' };
    applyAt(data, 'steps[+]', [{ id: 'b' }, { id: 'c' }]);
    applyAt(data, 'steps[id=a]', { title: 'New A' });
    applyAt(data, 'title', 'New');
    expect(data).toEqual({
      steps: [{ id: 'a', title: 'New A', type: 'text' }, { id: 'b' }, { id: 'c' }],
      title: 'New',
    });
    expect(() => applyAt(data, 'steps[id=zzz].title', 'x')).toThrow('nothing at');
  });

  it('a wrong example is caught: a fragment the checker rejects fails its case', () => {
    const files = withFragment(
      shippedFiles(),
      'flows/founder.yaml',
      'screens[id=canvas].steps[id=problem]',
      'titel: Problem\n',
    );
    expect(checkContent(files, schemas).problems.map((problem) => problem.message)).toEqual([
      'unknown key "titel" (did you mean "title"?)',
    ]);
  });
});
