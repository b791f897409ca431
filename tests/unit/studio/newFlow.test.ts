import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { normalizedText } from '../../../src/checker/write/contentDocument.ts';
import { newFlowFiles, slugOf } from '../../../src/studio/model/newFlow.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('New flow', () => {
  it('names files and ids after the flow', () => {
    expect(slugOf('Plan a Hire!')).toBe('plan-a-hire');
    expect(newFlowFiles({ name: 'Plan a Hire', route: '/plan-hire', root: '', order: 9 }).map((f) => f.file)).toEqual([
      'flows/plan-a-hire.yaml',
      'schemas/forms/plan-a-hire-profile.json',
      'prompts/plan-a-hire.yaml',
    ]);
  });

  it.each([[''], ['/tmp/extra/']])(
    'writes a working flow the checker accepts, in the layout the Studio keeps (root %s)',
    (contentRoot) => {
      const files = newFlowFiles({ name: 'Plan a Hire', route: '/plan-hire', root: contentRoot, order: 9 });
      for (const file of files) expect(normalizedText(file.file, file.text)).toBe(file.text);
      const { problems, content } = checkContent([...readContentFiles(root), ...files], readContentSchemas(root));
      expect(problems.map(formatProblem)).toEqual([]);
      expect(content?.flows.find((flow) => flow.id === 'plan-a-hire')?.card?.title).toBe('Plan a Hire');
    },
  );
});
