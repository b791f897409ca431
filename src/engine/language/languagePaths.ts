import type { Language } from '../content/types.ts';

/**
 * Where each language's pages live: the source language (English, first in `languages`) at `/`
 * exactly as the spec names its routes, every other language under its tag in lower case,
 * `/es/questions`. The build, the server, the switcher and the prerendered pages' gates all read
 * addresses through these, so a route and its language are split and joined one way.
 */

/** The path prefix of a language's pages: '' for the source language, `/es` for Spanish. */
export function languagePrefix(languages: readonly Language[], tag: string): string {
  return tag === languages[0]?.tag ? '' : `/${tag.toLowerCase()}`;
}

/** The address of `route` (a content route, `/questions`) in the language `tag`: `/es/questions`, `/es/` for home. */
export function localizedPath(languages: readonly Language[], tag: string, route: string): string {
  const prefix = languagePrefix(languages, tag);
  return prefix === '' ? route : route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

/**
 * The language an address is in and the content route it names: `/es/questions` is Spanish's
 * `/questions`, `/es` and `/es/` Spanish's `/`; an address under no other language's prefix is
 * the source language's, as it is.
 */
export function splitLanguagePath(languages: readonly Language[], path: string): { language: Language; route: string } {
  const source = languages[0];
  if (!source) throw new Error('the content offers no language');
  for (const language of languages.slice(1)) {
    const prefix = languagePrefix(languages, language.tag);
    const lower = path.toLowerCase();
    if (lower === prefix || lower === `${prefix}/`) return { language, route: '/' };
    if (lower.startsWith(`${prefix}/`)) return { language, route: path.slice(prefix.length) };
  }
  return { language: source, route: path };
}

/**
 * The cookie that keeps a visitor's choice of language (the switcher writes it): a cookie, not
 * storage, because the server reads it to send the first HTML already in that language.
 */
export const languageCookie = 'language';
