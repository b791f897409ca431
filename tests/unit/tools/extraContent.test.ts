import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { duplicateFileProblems } from '../../../tools/content/duplicateFiles.ts';
import { extraContentRoots } from '../../../tools/content/extraContentRoots.ts';
import { loadContent } from '../../../tools/content/loadContent.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = resolve(root, 'tests/fixtures/extra-flow');
const schemas = readContentSchemas(root);

describe('ADVISORY_EXTRA_CONTENT', () => {
  it('names roots separated by colons, resolved against the project root', () => {
    expect(extraContentRoots(root, { ADVISORY_EXTRA_CONTENT: 'tests/fixtures/extra-flow: /tmp/more :' })).toEqual([
      fixture,
      '/tmp/more',
    ]);
    expect(extraContentRoots(root, {})).toEqual([]);
  });
});

describe('an extra content root', () => {
  it('adds a whole flow (card, form, questionnaire and analysis) with content files alone', () => {
    const { content, problems } = loadContent(root, { extraRoots: [fixture] });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content?.flows.map((flow) => flow.id)).toEqual(['buyer', 'founder', 'launch', 'product']);
    expect(content?.forms['launch-brief']).toBeDefined();
    expect(content?.analyses.launch?.sections.map((section) => section.kind)).toEqual([
      'text',
      'list',
      'list',
      'score',
    ]);
  });

  it("keeps each file's real path for problems and its place in its own root for the kind check", () => {
    const files = readContentFiles(root, [fixture]);
    const flow = files.find((file) => file.file === 'tests/fixtures/extra-flow/flows/launch.yaml');
    expect(flow?.placedAt).toBe('flows/launch.yaml');
    expect(files.find((file) => file.file === 'flows/founder.yaml')?.placedAt).toBeUndefined();

    const broken = files.map((file) =>
      file === flow ? { ...file, text: file.text.replace('type: radio\n', 'type: radios\n') } : file,
    );
    const [line] = checkContent(broken, schemas).problems.map(formatProblem);
    expect(line).toMatch(
      /^tests\/fixtures\/extra-flow\/flows\/launch\.yaml:\d+:15 screens\[1\]\.steps\[2\]\.type: "radios" must be one of/,
    );
  });

  it('still rejects a file in the wrong folder of its own root', () => {
    const files = readContentFiles(root, [fixture]).map((file) =>
      file.placedAt === 'prompts/launch.yaml'
        ? { ...file, file: 'tests/fixtures/extra-flow/flows/launch-prompt.yaml', placedAt: 'flows/launch-prompt.yaml' }
        : file,
    );
    expect(checkContent(files, schemas).problems.map(formatProblem)).toContain(
      'tests/fixtures/extra-flow/flows/launch-prompt.yaml:3:7 kind: an analysis file belongs in prompts/',
    );
  });

  it('may not redefine a file the project (or an earlier root) already has', () => {
    const files = [
      ...readContentFiles(root),
      { file: 'extra/flows/founder.yaml', placedAt: 'flows/founder.yaml', text: 'kind: flow' },
    ];
    expect(duplicateFileProblems(files).map(formatProblem)).toEqual([
      'extra/flows/founder.yaml:1:1 (root): "flows/founder.yaml" also comes from flows/founder.yaml; rename one of them',
    ]);
  });
});
