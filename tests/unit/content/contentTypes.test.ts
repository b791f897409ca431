import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypesFile, contentTypesSource } from '../../../tools/content/contentTypes.ts';
import { projectRoot } from './support/shippedContent.ts';

describe('the content language types', () => {
  it('are what schemas/content/ generates today (run `npm run content:types` after changing a schema)', async () => {
    const checkedIn = readFileSync(join(projectRoot, contentTypesFile), 'utf8');
    expect(checkedIn).toBe(await contentTypesSource(projectRoot));
  });

  it('name every file kind, and each variant a schema selects with if/then', async () => {
    const source = await contentTypesSource(projectRoot);
    for (const name of [
      'AppFile',
      'FlowFile',
      'PageFile',
      'FormFile',
      'AnalysisFile',
      'TextStepKeys',
      'RangeStepKeys',
      'RadioStepKeys',
      'CheckboxStepKeys',
      'FormScreen',
      'QuestionnaireScreen',
      'ResultsScreen',
      'TextSectionKeys',
      'ListSectionKeys',
      'ScoreSectionKeys',
    ])
      expect(source).toMatch(new RegExp(`^export interface ${name} \\{`, 'm'));
  });
});
