import type { Language } from '../../engine/content/types.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { ContentKind } from '../contentSchemas.ts';
import { didYouMean } from '../didYouMean.ts';
import { asWarning, type PathSegment, type Problem } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import { contentTexts } from './contentTexts.ts';
import { fingerprint } from './fingerprint.ts';
import { canonicalTag, directionOf, englishName, sourceLanguage } from './languages.ts';
import { placeholderDifference, textPlaceholders } from './placeholders.ts';
import type { TextNode } from './textNode.ts';

/** A parsed content file, with where it sits in its content root (flows/founder.yaml). */
export interface ParsedContentFile {
  source: SourceFile;
  kind: ContentKind;
  placedAt: string;
}

/** One language's content files: each English file's data with the language's texts in place. */
export interface TranslatedFiles {
  language: Language;
  /** By the English file's `source.file`. */
  data: Map<string, unknown>;
}

interface Entry {
  text: string;
  from: string;
}

/** What a translation file holds once its schema passed. */
interface TranslationData {
  name: string;
  draft?: boolean;
  texts: Record<string, Record<string, Entry>>;
}

/** The text shortened for a message: the start of its first line. */
function quoted(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return JSON.stringify(line.length > 60 || line !== text ? `${line.slice(0, 57)}…` : line);
}

function setAt(data: unknown, at: readonly PathSegment[], text: string): void {
  let node: unknown = data;
  for (const segment of at.slice(0, -1)) node = (node as Record<PathSegment, unknown>)[segment];
  const last = at[at.length - 1];
  if (last !== undefined && (isRecord(node) || Array.isArray(node)))
    (node as Record<PathSegment, unknown>)[last] = text;
}

/** The content root a file was read from, as problems name files: '' for the project's own. */
function contentRoot(file: ParsedContentFile): string {
  return file.source.file.slice(0, file.source.file.length - file.placedAt.length);
}

/** The tag a translation file's name gives, or a problem saying why it names no language. */
function languageTag(file: ParsedContentFile): { tag?: string; problem?: Problem } {
  const name = (file.placedAt.split('/').pop() ?? '').replace(/\.(ya?ml|json)$/, '');
  const tag = canonicalTag(name);
  const at = (message: string) => ({ problem: file.source.problemAt(['kind'], message) });
  if (!tag) return at(`the file name "${name}" is not a language tag (BCP 47, such as es or pt-BR)`);
  if (tag !== name)
    return at(
      `name the file ${tag}${file.placedAt.slice(file.placedAt.lastIndexOf('.'))}: a language tag is written "${tag}"`,
    );
  if (tag.toLowerCase().split('-')[0] === sourceLanguage.tag)
    return at(`English is the language the content is written in; a translation is into another language`);
  return { tag };
}

/** The placeholders of `entry` against its English text's: each one lacking or extra, at its place. */
function placeholderProblems(source: SourceFile, at: PathSegment[], english: string, translated: string): Problem[] {
  const { missing, extra } = placeholderDifference(textPlaceholders(english), textPlaceholders(translated));
  const missingNames = missing.map((placeholder) => placeholder.identity);
  const seen = new Map<string, number>();
  return [
    ...extra.map((placeholder) => {
      const occurrence = seen.get(placeholder.raw) ?? 0;
      seen.set(placeholder.raw, occurrence + 1);
      return source.problemAtText(
        at,
        placeholder.raw,
        occurrence,
        `the placeholder ${placeholder.raw} is not in the English text${didYouMean(placeholder.identity, missingNames)}`,
      );
    }),
    ...missing.map((placeholder) =>
      source.problemAt(at, `the English text's placeholder ${placeholder.identity} is missing here`),
    ),
  ];
}

/**
 * Checks each translation against the English it translates and gives each language's content
 * files with its texts in place. For every shipped language: an English text with no translation
 * is an error at the English text (a warning while the language is a draft, and it shows in
 * English); a translation made from an earlier English (its `from` fingerprint differs) is stale,
 * an error (a warning in a draft); a translation whose placeholders differ from its English
 * text's is an error; a translation of a place or file that holds no text is a warning (ignored).
 */
export function checkTranslations(
  files: readonly ParsedContentFile[],
  schemas: Record<string, object>,
): { problems: Problem[]; languages: TranslatedFiles[] } {
  const english = files.filter((file) => file.kind !== 'translation');
  const texts = new Map<ParsedContentFile, Map<string, TextNode>>(
    english.map((file) => [
      file,
      new Map(contentTexts(file.kind, file.source.data, schemas).map((node) => [node.key, node])),
    ]),
  );
  const byPlace = new Map(english.map((file) => [file.placedAt, file]));
  const problems: Problem[] = [];
  const languages: TranslatedFiles[] = [];

  for (const translation of files.filter((file) => file.kind === 'translation')) {
    const { tag, problem } = languageTag(translation);
    if (problem) problems.push(problem);
    if (!tag) continue;
    const { source } = translation;
    const { name, draft = false, texts: given } = source.data as TranslationData;
    const language: Language = { tag, name, direction: directionOf(tag), ...(draft ? { draft: true } : {}) };
    const severity = (found: Problem) => (draft ? asWarning(found) : found);
    const languageName = englishName(tag);
    const data = new Map<string, unknown>();

    for (const [place, entries] of Object.entries(given)) {
      const file = byPlace.get(place);
      if (!file) {
        const hint = didYouMean(place, [...byPlace.keys()]);
        problems.push(
          asWarning(
            source.problemAtKey(
              ['texts', place],
              `no content file ${place}${hint}, so these translations are not used`,
            ),
          ),
        );
        continue;
      }
      const nodes = texts.get(file) ?? new Map<string, TextNode>();
      for (const [key, entry] of Object.entries(entries)) {
        const node = nodes.get(key);
        const at = ['texts', place, key];
        if (!node) {
          const hint = didYouMean(key, [...nodes.keys()]);
          problems.push(
            asWarning(
              source.problemAtKey(at, `${place} has no text at ${key}${hint}, so this translation is not used`),
            ),
          );
          continue;
        }
        const now = fingerprint(node.text);
        if (entry.from !== now)
          problems.push(
            severity(
              source.problemAt(
                [...at, 'from'],
                `stale: the English text changed after this was translated; it now reads ${quoted(node.text)}. Check the translation against it, then write from: ${now}`,
              ),
            ),
          );
        problems.push(...placeholderProblems(source, [...at, 'text'], node.text, entry.text));
      }
    }

    const ownRoot = contentRoot(translation);
    for (const file of english) {
      const entries = given[file.placedAt] ?? {};
      const translated = structuredClone(file.source.data);
      // A catalog answers for the content beside it: another root's texts (ADVISORY_EXTRA_CONTENT)
      // show in English, with a warning, until someone translates them.
      const otherRoot = contentRoot(file) !== ownRoot ? contentRoot(file) : undefined;
      for (const node of texts.get(file)?.values() ?? []) {
        const entry = entries[node.key];
        if (entry) {
          setAt(translated, node.at, entry.text);
          continue;
        }
        const found = {
          ...file.source.problemAt(node.at, `no ${languageName} translation of ${quoted(node.text)} in ${source.file}`),
          path: node.key,
        };
        if (otherRoot !== undefined)
          problems.push({ ...asWarning(found), group: `texts of the content root ${otherRoot} not in ${source.file}` });
        else if (draft) problems.push({ ...asWarning(found), group: `texts not yet translated in the draft ${source.file}` });
        else problems.push(found);
      }
      data.set(file.source.file, translated);
    }
    languages.push({ language, data });
  }
  languages.sort((a, b) => a.language.tag.localeCompare(b.language.tag));
  return { problems, languages };
}
