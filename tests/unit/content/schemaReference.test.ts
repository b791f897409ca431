import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { schemaReferenceFor } from '../../../src/checker/schemaReference.ts';
import { newFlowFiles } from '../../../src/studio/model/newFlow.ts';
import { loadContent } from '../../../tools/content/loadContent.ts';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { schemaReferenceNotes } from '../../../tools/content/schemaReferenceNotes.ts';
import { projectRoot, shippedSchemas, withEdit } from './support/shippedContent.ts';

const fixtures = readdirSync(join(projectRoot, 'tests/fixtures'))
  .map((name) => join(projectRoot, 'tests/fixtures', name))
  .filter((root) => existsSync(join(root, 'flows')));
const modeline = /^# yaml-language-server: \$schema=(\S+)$/m;
const kindOf = (text: string) => /^kind: (\w+)$/m.exec(text)?.[1] ?? /"kind": "(\w+)"/.exec(text)?.[1];

describe("a content file's schema reference", () => {
  it('leads, from every YAML file of the project and of each fixture root, to its own kind schema on disk', () => {
    const files = readContentFiles(projectRoot, fixtures).filter((file) => file.file.endsWith('.yaml'));
    expect(files.some((file) => file.file.startsWith('tests/fixtures/'))).toBe(true);
    for (const { file, text } of files) {
      const reference = modeline.exec(text)?.[1];
      expect(reference, `${file} has a yaml-language-server line`).toBeDefined();
      const target = resolve(projectRoot, dirname(file), reference ?? '');
      expect(relative(projectRoot, target), file).toBe(`schemas/content/${kindOf(text) ?? '?'}.schema.json`);
      expect(existsSync(target), file).toBe(true);
    }
  });

  it('is computed from where the file is', () => {
    expect(schemaReferenceFor('flows/founder.yaml', 'flow')).toBe('../schemas/content/flow.schema.json');
    expect(schemaReferenceFor('flows/pages/privacy.yaml', 'page')).toBe('../../schemas/content/page.schema.json');
    expect(schemaReferenceFor('schemas/forms/buyer-profile.json', 'form')).toBe('../content/form.schema.json');
    expect(schemaReferenceFor('tests/fixtures/extra-flow/prompts/launch.yaml', 'analysis')).toBe(
      '../../../../schemas/content/analysis.schema.json',
    );
    expect(schemaReferenceFor('/home/me/content/flows/x.yaml', 'flow')).toBeUndefined();
    expect(schemaReferenceFor('/home/me/content/flows/x.yaml', 'flow', '/srv/app')).toBe(
      '../../../../srv/app/schemas/content/flow.schema.json',
    );
  });

  it('is refused when it leads elsewhere, with the reference to write instead', () => {
    const flow = 'tests/fixtures/extra-flow/flows/launch.yaml';
    const files = withEdit(
      readContentFiles(projectRoot, fixtures),
      flow,
      '$schema=../../../../schemas/content/flow.schema.json',
      '$schema=../schemas/content/flow.schema.json',
    );
    expect(checkContent(files, shippedSchemas()).problems.map(formatProblem)).toEqual([
      `${flow}:1:33 $schema: the schema reference "../schemas/content/flow.schema.json" leads to "tests/fixtures/extra-flow/schemas/content/flow.schema.json", not to this flow file's schema; from here write "../../../../schemas/content/flow.schema.json"`,
    ]);
    const form = 'schemas/forms/buyer-profile.json';
    const keyed = withEdit(
      files.filter((file) => file.file !== flow),
      form,
      '"kind": "form",',
      '"$schema": "../content/flow.schema.json",\n  "kind": "form",',
    );
    expect(checkContent(keyed, shippedSchemas()).problems.map(formatProblem)).toEqual([
      `${form}:2:14 $schema: the schema reference "../content/flow.schema.json" leads to "schemas/content/flow.schema.json", not to this form file's schema; from here write "../content/form.schema.json"`,
    ]);
  });

  describe('in an extra root outside the project', () => {
    const outside = mkdtempSync(join(tmpdir(), 'advisory-extra-'));
    afterAll(() => rmSync(outside, { recursive: true, force: true }));
    cpSync(join(projectRoot, 'tests/fixtures/extra-flow'), outside, { recursive: true });
    const flow = join(outside, 'flows/launch.yaml');
    const notes = () => schemaReferenceNotes(readContentFiles(projectRoot, [outside]), projectRoot).map(formatProblem);

    it('is noted (never failed) with the reference to write, which then works, as an absolute path does', () => {
      const expected = schemaReferenceFor(flow, 'flow', projectRoot) ?? '';
      expect(resolve(dirname(flow), expected)).toBe(join(projectRoot, 'schemas/content/flow.schema.json'));
      expect(notes()).toEqual([
        `${flow}:1:33 $schema: the schema reference "../../../../schemas/content/flow.schema.json" leads to "${resolve(dirname(flow), '../../../../schemas/content/flow.schema.json')}", not to this flow file's schema; from here write "${expected}"`,
        expect.stringContaining(`${join(outside, 'prompts/launch.yaml')}:1:33 $schema:`),
      ]);
      expect(loadContent(projectRoot, { extraRoots: [outside] }).problems).toEqual([]);

      const text = readFileSync(flow, 'utf8');
      writeFileSync(flow, text.replace('../../../../schemas/content/flow.schema.json', expected));
      expect(notes()).toHaveLength(1);
      writeFileSync(flow, text.replace('../../../../', `${projectRoot}/`));
      expect(notes()).toHaveLength(1);
    });
  });

  it('is written by New flow wherever the Studio can reach the project from', () => {
    const inFixture = newFlowFiles({ name: 'Plan a Hire', route: '/plan-hire', root: 'tests/fixtures/x/', order: 9 });
    expect(inFixture[0]?.text.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../../../../schemas/content/flow.schema.json',
    );
    expect(inFixture[2]?.text.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../../../../schemas/content/analysis.schema.json',
    );
    const absolute = newFlowFiles({ name: 'Plan a Hire', route: '/plan-hire', root: '/tmp/extra/', order: 9 });
    expect(absolute[0]?.text).not.toContain('yaml-language-server');
  });
});
