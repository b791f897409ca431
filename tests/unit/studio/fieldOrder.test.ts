import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { fieldOrder, moveField } from '../../../src/studio/model/fieldOrder.ts';
import { fileText } from '../../../src/studio/model/fileText.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = resolve(root, 'tests/fixtures/extra-flow');
const briefFile = 'schemas/forms/launch-brief.json';
const text = readFileSync(resolve(fixture, briefFile), 'utf8');
const brief = JSON.parse(text) as Record<string, unknown>;
/** The brief's fields in the order its ui:order shows them. */
const shown = ['productName', 'ownerName', 'ownerEmail', 'launchType', 'firstLaunch', 'lastLaunchLesson', 'teamSize'];
/** The same in declaration order: lastLaunchLesson is declared in the condition's `then`, after the rest. */
const declared = [
  'productName',
  'ownerName',
  'ownerEmail',
  'launchType',
  'firstLaunch',
  'teamSize',
  'lastLaunchLesson',
];

describe('form field order in the Studio', () => {
  it('reads the order the form shows: ui:order, a "*" standing for the fields it leaves out', () => {
    expect(fieldOrder(brief)).toEqual(shown);
    const starred = { ...brief, uiSchema: { 'ui:order': ['teamSize', '*', 'productName'] } };
    expect(fieldOrder(starred)).toEqual(['teamSize', ...declared.slice(1, 5), 'lastLaunchLesson', 'productName']);
    const { uiSchema: _none, ...unordered } = brief;
    expect(fieldOrder(unordered)).toEqual(declared);
  });

  it('writes a move as a change of ui:order alone, the 2-space layout kept, and the checker accepts it', () => {
    const moved = moveField(brief, 'teamSize', 'ownerName');
    const written = fileText({ file: briefFile, text, version: 'v1' }, moved);
    const order = (names: string[]) => names.map((name) => `      "${name}"`).join(',\n');
    const before = ['productName', 'ownerName', 'ownerEmail', 'launchType', 'firstLaunch', 'lastLaunchLesson'];
    expect(text).toContain(order([...before, 'teamSize']));
    expect(written).toBe(
      text.replace(order([...before, 'teamSize']), order(['productName', 'teamSize', ...before.slice(1)])),
    );
    const files = readContentFiles(root, [fixture]).map((entry) =>
      entry.placedAt === briefFile ? { ...entry, text: written } : entry,
    );
    expect(checkContent(files, readContentSchemas(root)).problems.map(formatProblem)).toEqual([]);
  });

  it('gives a form without ui:order one that lists every field, and leaves unknown names alone', () => {
    const { uiSchema: _none, ...unordered } = brief;
    expect((moveField(unordered, 'teamSize', 'productName').uiSchema as Record<string, unknown>)['ui:order']).toEqual([
      'teamSize',
      ...declared.filter((name) => name !== 'teamSize'),
    ]);
    expect(moveField(brief, 'nobody', 'productName')).toBe(brief);
  });
});
