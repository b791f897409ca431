import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnalysis } from '../../../src/engine/analysis/index.ts';
import { checkContent, type ContentFile } from '../../../src/checker/checkContent.ts';
import { formatProblem, sortProblems } from '../../../src/checker/problem.ts';
import { applyAt, applyBlock, parseFragmentPath, withFragment } from './support/applyFragment.ts';
import { guideBlocks, type GuideBlock } from './support/guideBlocks.ts';
import { projectRoot, shippedFiles, shippedSchemas } from './support/shippedContent.ts';

const guide = readFileSync(join(projectRoot, 'docs', 'authoring.md'), 'utf8');
const blocks = guideBlocks(guide);
const schemas = shippedSchemas();
const examples = blocks.filter((block) => block.language === 'yaml' || block.language === 'json');

function where(block: GuideBlock): string {
  return `docs/authoring.md:${block.line}`;
}

/** The expected checker lines: the `text checker-output` block right after an expect-error block. */
function expectedOutput(block: GuideBlock): string[] {
  const next = blocks[blocks.indexOf(block) + 1];
  if (next?.language !== 'text' || !next.attributes['checker-output']) {
    throw new Error(`${where(block)}: an expect-error block must be followed by a \`text checker-output\` block`);
  }
  return next.text.trimEnd().split('\n');
}

const groups = new Map<string, GuideBlock[]>();
for (const block of examples) {
  const key = block.attributes.group ?? where(block);
  groups.set(key, [...(groups.get(key) ?? []), block]);
}
/** The shipped files, plus the files of the group a `uses=<group>` block builds on (e.g. a mistake in a new flow's prompt). */
function baseFiles(members: readonly GuideBlock[]): ContentFile[] {
  const used = members.find((block) => block.attributes.uses)?.attributes.uses;
  if (used === undefined) return shippedFiles();
  const basis = groups.get(used);
  if (!basis) throw new Error(`${where(members[0] as GuideBlock)}: no group "${used}" to use`);
  return basis.reduce(applyBlock, shippedFiles());
}

const cases = [...groups.entries()].map(([key, members]) => ({
  name: `${members.map((block) => block.attributes.file ?? `${block.attributes.fragment} ${block.attributes.path}`).join(' + ')} (${key.startsWith('docs/') ? key : `group ${key}, ${where(members[0] as GuideBlock)}`})`,
  members,
}));

describe('docs/authoring.md examples', () => {
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

  it('every link to a section of the guide leads to a heading', () => {
    // GitHub's anchors: the heading's text in lower case, without punctuation, spaces as dashes.
    const anchors = [...guide.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading = '']) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
    const links = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map(([, anchor = '']) => anchor);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((anchor) => !anchors.includes(anchor))).toEqual([]);
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
