import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readContentFiles, readTranslationFiles } from './readContent.ts';

/** Every folder shaped like a content root: the project itself and each fixture under tests/fixtures. */
function contentRoots(root: string): string[] {
  const fixtures = join(root, 'tests', 'fixtures');
  const shaped = (folder: string) =>
    ['flows', 'prompts', join('schemas', 'forms')].some((sub) => existsSync(join(folder, sub)));
  const fixtureRoots = existsSync(fixtures)
    ? readdirSync(fixtures)
        .sort()
        .map((name) => join(fixtures, name))
        .filter(shaped)
    : [];
  return [root, ...fixtureRoots];
}

/** The content files the content tools own (and write): project content and fixture content. */
export function ownedContentFiles(root: string) {
  const [project = root, ...fixtures] = contentRoots(root);
  return [...readContentFiles(project, fixtures), ...readTranslationFiles(project, fixtures)];
}
