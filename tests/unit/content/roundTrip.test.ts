import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openContentDocument } from '../../../src/checker/write/contentDocument.ts';
import { ownedContentFiles } from '../../../tools/content/contentFilesToWrite.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('every content file round-trips through the Studio writer', () => {
  for (const { file, text } of ownedContentFiles(root)) {
    it(file, () => {
      const document = openContentDocument(file, text);
      document.update(document.data());
      expect(
        document.text(),
        `${file} is not in the layout the Studio writes, so a Studio edit would also reformat it. ` +
          'Run `npm run content:normalize` and commit the result (it changes layout only, never a value).',
      ).toBe(text);
    });
  }
});
