import type { Language } from '../../engine/content/types.ts';

/** The language the content is written in: the source of every translation and the default. */
export const sourceLanguage: Language = { tag: 'en', name: 'English', direction: 'ltr' };

/** A language's name in English, for the checker's messages: "Spanish (es)". */
export function englishName(tag: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
  } catch {
    name = undefined;
  }
  return name && name !== tag ? `${name} (${tag})` : tag;
}

/** The tag in its canonical form (es, pt-BR), or undefined when it is not a well-formed BCP 47 tag. */
export function canonicalTag(tag: string): string | undefined {
  try {
    const canonical = Intl.getCanonicalLocales(tag)[0];
    // BCP 47 reserves 5-8 letter language subtags; a real language has a 2 or 3 letter code.
    return canonical && new Intl.Locale(canonical).language.length <= 3 ? canonical : undefined;
  } catch {
    return undefined;
  }
}

interface TextInfo {
  direction?: string;
}

/** Right to left or left to right, as the platform's Intl.Locale says for the tag (its script). */
export function directionOf(tag: string): Language['direction'] {
  const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
