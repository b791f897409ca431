import type { ContentFile } from '../../../../src/checker/checkContent.ts';
import { englishTexts } from '../../../../src/checker/translations/englishTexts.ts';
import { translationText } from '../../../../src/checker/translations/translationText.ts';

/** One English text of the content, its fingerprint, and (in a test's translation) its translation. */
export interface TranslatedText {
  file: string;
  key: string;
  text: string;
  from: string;
  translation: string;
}

/** Every English text of `files`, fingerprinted, with itself as a placeholder translation. */
export function textsOf(files: readonly ContentFile[], schemas: Record<string, object>): TranslatedText[] {
  return englishTexts(files, schemas).flatMap(({ placedAt, texts }) =>
    texts.map((node) => ({ file: placedAt, key: node.key, text: node.text, from: node.from, translation: node.text })),
  );
}

/** translations/<tag>.yaml giving `entries`, named by the language's own name as Intl knows it. */
export function translationFile(
  tag: string,
  entries: readonly TranslatedText[],
  options: { draft?: boolean } = {},
): ContentFile {
  let name = tag;
  try {
    const own = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    name = own.charAt(0).toLocaleUpperCase(tag) + own.slice(1);
  } catch {
    // Not a tag: the test is about that.
  }
  return {
    file: `translations/${tag}.yaml`,
    text: translationText(
      { name, ...options },
      entries.map(({ file, key, from, translation }) => ({ file, key, from, text: translation })),
    ),
  };
}
