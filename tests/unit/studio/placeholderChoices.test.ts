import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, type ContentFile } from '../../../src/checker/checkContent.ts';
import { storeFields, storeWriters } from '../../../src/checker/checks/references.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { openContentDocument } from '../../../src/checker/write/contentDocument.ts';
import { placeholderChoices } from '../../../src/studio/model/placeholderChoices.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = resolve(root, 'tests/fixtures/extra-flow');
const files = readContentFiles(root, [fixture]);
const schemas = readContentSchemas(root);
const clean = checkContent(files, schemas);
if (!clean.content) throw new Error(clean.problems.map(formatProblem).join('\n'));
const content = clean.content;

/** The content with `placeholders` appended to the analysis's template, as an editor would type them. */
function withPlaceholders(analysisId: string, placeholders: readonly string[]): ContentFile[] {
  return files.map((entry) => {
    if (!(entry.placedAt ?? entry.file).endsWith(`prompts/${analysisId}.yaml`)) return entry;
    const document = openContentDocument(entry.file, entry.text);
    const data = document.data() as { template: string };
    document.update({ ...data, template: `${data.template}\n${placeholders.join('\n')}\n` });
    return { ...entry, text: document.text() };
  });
}

/** Every store key and every field name anywhere in the content, crossed, plus near misses. */
function candidatePaths(): string[] {
  const stores = [...storeWriters(content).keys()];
  const fields = [...new Set(stores.flatMap((store) => storeFields(content, store) ?? []))];
  const roots = [...stores, 'companyProfil', 'result', 'nobody'];
  return [
    ...roots,
    ...roots.flatMap((store) => [...fields, 'typo', 'answers.typo'].map((field) => `${store}.${field}`)),
  ];
}

describe('the placeholder picker', () => {
  const analyses = Object.keys(content.analyses);

  it('covers every analysis of the project and the fixture', () => {
    expect(analyses.sort()).toEqual(['founder', 'launch', 'product']);
    const launch = placeholderChoices(content, 'launch');
    expect(launch.map((group) => [group.store, group.source])).toEqual([
      ['launchBrief', 'form "launch-brief"'],
      ['launchQuestionnaire', 'questionnaire "readiness"'],
    ]);
    expect(launch[0]?.choices).toContainEqual({
      path: 'launchBrief.lastLaunchLesson',
      title: 'What did your last launch teach you?',
      text: '{{ launchBrief.lastLaunchLesson ?? "not asked" }}',
    });
    expect(launch[1]?.choices).toContainEqual({
      path: 'launchQuestionnaire.answers.budget',
      title: 'Launch Budget Range',
      text: '{{ launchQuestionnaire.answers.budget }}',
    });
  });

  it.each(analyses)('offers for "%s" only placeholders the checker accepts', (analysisId) => {
    const offered = placeholderChoices(content, analysisId).flatMap((group) => group.choices);
    expect(offered.length).toBeGreaterThan(3);
    const { problems } = checkContent(
      withPlaceholders(
        analysisId,
        offered.map((choice) => choice.text),
      ),
      schemas,
    );
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it.each(analyses)('offers for "%s" every path the checker accepts: each other one fails', (analysisId) => {
    const offered = new Set(
      placeholderChoices(content, analysisId).flatMap((group) => group.choices.map((choice) => choice.path)),
    );
    const others = candidatePaths().filter((path) => !offered.has(path));
    expect(others.length).toBeGreaterThan(offered.size);
    const { problems } = checkContent(
      withPlaceholders(
        analysisId,
        others.map((path) => `{{ ${path} ?? "x" }}`),
      ),
      schemas,
    );
    const refused = new Set(problems.map((problem) => /^\{\{ ([^ ]+) \?\? "x" \}\}:/.exec(problem.message)?.[1]));
    expect(others.filter((path) => !refused.has(path))).toEqual([]);
  });
});
