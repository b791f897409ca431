/**
 * The checker's translation rules, both ways, over the shipped English content and a translation
 * made for the test: every text present and current passes; a missing text, a stale one and a
 * changed placeholder are each named at file:line:col with the language and the text; a draft
 * language makes the first two warnings.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, type ContentFile } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';
import { projectRoot, positionOf } from '../content/support/shippedContent.ts';
import { textsOf, translationFile, type TranslatedText } from './support/translationFixture.ts';

const english = readContentFiles(projectRoot);
const schemas = readContentSchemas(projectRoot);
const texts = textsOf(english, schemas);
/** A stand-in for a translator's work: every text, its placeholders kept, marked so a test can see it is used. */
const pseudo = (text: string) => `«${text}»`;

function lines(files: readonly ContentFile[]): string[] {
  const { problems, warnings = [] } = checkContent(files, schemas);
  return [...problems, ...warnings].map(formatProblem);
}

function withTranslation(entries: TranslatedText[], options: { draft?: boolean } = {}): ContentFile[] {
  return [...english, translationFile('fr', entries, options)];
}

const complete = texts.map((text) => ({ ...text, translation: pseudo(text.text) }));
const founderTitle = complete.find((text) => text.file === 'flows/founder.yaml' && text.key === 'card.title');
const lengthCounter = complete.find((text) => text.file === 'flows/app.yaml' && text.key === 'messages.lengthCounter');
const promptTemplate = complete.find((text) => text.file === 'prompts/founder.yaml' && text.key === 'template');
if (!founderTitle || !lengthCounter || !promptTemplate) throw new Error('the shipped content has changed shape');

describe('translations', () => {
  it('accepts a complete, current translation, and gives the content in that language', () => {
    const { problems, warnings = [], translations = {} } = checkContent(withTranslation(complete), schemas);
    expect([...problems, ...warnings].map(formatProblem)).toEqual([]);
    const french = translations.fr;
    expect(french?.language).toEqual({ tag: 'fr', name: 'Français', direction: 'ltr' });
    expect(french?.flows.find((flow) => flow.id === 'founder')?.card?.title).toBe(pseudo(founderTitle.text));
    expect(french?.languages.map((language) => language.tag)).toEqual(['en', 'fr']);
  });

  it('names a text with no translation at the English text, with the language and the text', () => {
    const files = withTranslation(complete.filter((text) => text !== founderTitle));
    const founder = files.find((file) => file.file === 'flows/founder.yaml')?.text ?? '';
    const where = positionOf(founder, `title: ${founderTitle.text}`, 'title: '.length);
    expect(lines(files)).toEqual([
      `flows/founder.yaml:${where.line}:${where.column} card.title: no French (fr) translation of ${JSON.stringify(founderTitle.text)} in translations/fr.yaml`,
    ]);
  });

  it('names a translation whose English changed since as stale, with the fingerprint to write once checked', () => {
    const files = withTranslation(
      complete.map((text) => (text === founderTitle ? { ...text, from: 'aaaaaaa' } : text)),
    );
    const [line] = lines(files);
    const fr = files.find((file) => file.file === 'translations/fr.yaml')?.text ?? '';
    const where = positionOf(fr, 'aaaaaaa');
    expect(line).toBe(
      `translations/fr.yaml:${where.line}:${where.column} texts["flows/founder.yaml"]["card.title"].from: stale: the English text changed after this was translated; it now reads ${JSON.stringify(founderTitle.text)}. Check the translation against it, then write from: ${founderTitle.from}`,
    );
  });

  it('finds a translation stale when its English is edited', () => {
    const files = withTranslation(complete).map((file) =>
      file.file === 'flows/founder.yaml'
        ? { ...file, text: file.text.replace(`title: ${founderTitle.text}`, `title: ${founderTitle.text} Today`) }
        : file,
    );
    expect(lines(files)).toEqual([
      expect.stringMatching(/^translations\/fr\.yaml:\d+:\d+ .*card\.title.*stale: the English text changed/),
    ]);
  });

  it('names a placeholder the translation lacks, and one it misspells, at the placeholder', () => {
    const misspelt = lengthCounter.translation.replace('{max}', '{maks}');
    const files = withTranslation(
      complete.map((text) => (text === lengthCounter ? { ...text, translation: misspelt } : text)),
    );
    const fr = files.find((file) => file.file === 'translations/fr.yaml')?.text ?? '';
    const where = positionOf(fr, '{maks}');
    expect(lines(files)).toEqual([
      expect.stringMatching(
        /^translations\/fr\.yaml:\d+:\d+ .*messages\.lengthCounter.*\.text: the English text's placeholder \{max\} is missing here$/,
      ),
      `translations/fr.yaml:${where.line}:${where.column} texts["flows/app.yaml"]["messages.lengthCounter"].text: the placeholder {maks} is not in the English text (did you mean "{max}"?)`,
    ]);
  });

  it("compares a template's placeholders by what they read, not the fallback's words", () => {
    const translated = `${promptTemplate.translation} {{ companyProfile.founderName ?? "sin nombre" }}`;
    const extra = withTranslation(
      complete.map((text) => (text === promptTemplate ? { ...text, translation: translated } : text)),
    );
    expect(lines(extra)).toEqual([
      expect.stringContaining(
        'the placeholder {{ companyProfile.founderName ?? "sin nombre" }} is not in the English text',
      ),
    ]);
    const reordered = promptTemplate.translation.replace(
      '{{ companyProfile.founderName }}',
      '{{companyProfile.founderName}}',
    );
    expect(
      lines(
        withTranslation(complete.map((text) => (text === promptTemplate ? { ...text, translation: reordered } : text))),
      ),
    ).toEqual([]);
  });

  it('makes a missing or stale text a warning in a draft, and shows it in English', () => {
    const files = withTranslation(
      complete
        .filter((text) => text !== lengthCounter)
        .map((text) => (text === founderTitle ? { ...text, from: 'aaaaaaa' } : text)),
      { draft: true },
    );
    const { problems, warnings = [], translations = {} } = checkContent(files, schemas);
    expect(problems).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      expect.stringContaining('messages.lengthCounter: warning: no French (fr) translation of'),
      expect.stringContaining('.from: warning: stale: the English text changed'),
    ]);
    expect(translations.fr?.app.messages.lengthCounter).toBe(lengthCounter.text);
    expect(translations.fr?.language.draft).toBe(true);
  });

  it("warns, and does not fail, of another content root's texts a complete language does not give", () => {
    const extraRoot = resolve(projectRoot, 'tests/fixtures/extra-flow');
    const files = [...readContentFiles(projectRoot, [extraRoot]), translationFile('fr', complete)];
    const { problems, warnings = [], translations = {} } = checkContent(files, schemas);
    expect(problems).toEqual([]);
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) {
      expect(warning.file).toMatch(/^tests\/fixtures\/extra-flow\//);
      expect(formatProblem(warning)).toContain(': warning: no French (fr) translation of');
      expect(warning.group).toBe('texts of the content root tests/fixtures/extra-flow/ not in translations/fr.yaml');
    }
    expect(translations.fr?.flows.find((flow) => flow.id === 'launch')?.card?.title).toBe('Plan a Launch');
    // The project's own texts stay errors: the language is not a draft.
    const without = files.map((file) =>
      file.file === 'translations/fr.yaml'
        ? translationFile('fr', complete.filter((text) => text !== founderTitle))
        : file,
    );
    expect(checkContent(without, schemas).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^flows\/founder\.yaml:\d+:\d+ card\.title: no French \(fr\) translation of/),
    ]);
  });

  it('warns of a translation of a place or a file that holds no text, with a did-you-mean', () => {
    const files = withTranslation([
      ...complete,
      { ...founderTitle, key: 'card.titel' },
      { ...founderTitle, file: 'flows/foundr.yaml' },
    ]);
    expect(lines(files)).toEqual([
      expect.stringContaining(
        'flows/founder.yaml has no text at card.titel (did you mean "card.title"?), so this translation is not used',
      ),
      expect.stringContaining(
        'no content file flows/foundr.yaml (did you mean "flows/founder.yaml"?), so these translations are not used',
      ),
    ]);
  });

  it('refuses a file name that is no language tag, and English itself', () => {
    for (const [tag, message] of [
      ['french', 'the file name "french" is not a language tag'],
      ['pt-br', 'name the file pt-BR.yaml'],
      ['en-GB', 'English is the language the content is written in'],
    ] as const) {
      expect(lines([...english, translationFile(tag, complete)])).toContainEqual(expect.stringContaining(message));
    }
  });
});
