import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { createCheckHandler } from '../../../src/studio/model/studioCheck.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const files = readContentFiles(root);
const schemas = readContentSchemas(root);
const edited = (from: string, to: string) =>
  files.map((entry) => (entry.file === 'flows/buyer.yaml' ? { ...entry, text: entry.text.replace(from, to) } : entry));

describe("the Studio's check worker", () => {
  it('answers each request with the checker’s own problems, numbered as asked', () => {
    const handle = createCheckHandler();
    expect(() => handle({ kind: 'check', seq: 1, files })).toThrow(/before the content schemas/);
    expect(handle({ kind: 'schemas', schemas })).toBeUndefined();

    const clean = handle({ kind: 'check', seq: 2, files });
    expect(clean?.seq).toBe(2);
    expect(clean?.problems).toEqual([]);
    expect(Object.keys(clean?.content?.analyses ?? {}).sort()).toEqual(['founder', 'product']);

    // A cross-file problem: the content is still assembled, for the placeholder picker.
    const route = edited('next: /buyer-questions', 'next: /buyer-question');
    const crossFile = handle({ kind: 'check', seq: 3, files: route });
    expect(crossFile?.problems).toEqual(checkContent(route, schemas).problems);
    expect(crossFile?.problems.length).toBeGreaterThan(0);
    expect(crossFile?.content).toBeDefined();

    // A file that does not match its schema: no content.
    const typo = edited('\nscreens:', '\nscrens:');
    const broken = handle({ kind: 'check', seq: 4, files: typo });
    expect(broken?.problems).toEqual(checkContent(typo, schemas).problems);
    expect(broken?.content).toBeUndefined();
  });
});
