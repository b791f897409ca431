import type { MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { type Language, languageCookie, localizedPath, splitLanguagePath } from '../../src/engine/index.ts';
import type { AppEnv } from './appEnv.ts';

/** What the answer to an address without a language in it depends on, for caches between. */
const negotiatedOn = 'Accept-Language, Cookie';

/**
 * The visitor's language, by Hono's language detector (hono/language): the choice the switcher
 * kept in the `language` cookie first, then the browser's Accept-Language (its q-weights in order,
 * `es-MX` taking `es`), else the source language. It reads and never writes the cookie: only a
 * visitor's own choice is kept.
 */
function detector(languages: readonly Language[]): MiddlewareHandler<AppEnv> {
  const tags = languages.map((language) => language.tag);
  return languageDetector({
    supportedLanguages: tags,
    fallbackLanguage: tags[0] ?? 'en',
    order: ['cookie', 'header'],
    lookupCookie: languageCookie,
    caches: false,
  });
}

/**
 * On an address of the app without a language in it (`/`, `/questions`): a visitor whose language
 * is another one the content offers is redirected (302) to the same route in it (`/es/`,
 * `/es/questions`, the query kept), so the first HTML they get is already in their language;
 * everyone else gets the English page as the spec has it. An address with a language in it
 * (`/es/…`) is served as it is, whatever the cookie or the browser say.
 */
export function chooseLanguage(
  languages: () => readonly Language[],
  isAppRoute: (route: string) => boolean,
): MiddlewareHandler<AppEnv> {
  let cached: { for: readonly Language[]; detect: MiddlewareHandler<AppEnv> } | undefined;
  return async (c, next) => {
    const offered = languages();
    const source = offered[0];
    if (!source || offered.length < 2) return next();
    const { language, route } = splitLanguagePath(offered, c.req.path);
    if (language !== source || !isAppRoute(route)) return next();
    if (cached?.for !== offered) cached = { for: offered, detect: detector(offered) };
    await cached.detect(c, () => Promise.resolve());
    const chosen = c.get('language');
    if (chosen !== source.tag) {
      const { search } = new URL(c.req.url);
      c.header('Vary', negotiatedOn);
      c.header('Cache-Control', 'no-cache');
      return c.redirect(`${localizedPath(offered, chosen, route)}${search}`, 302);
    }
    await next();
    c.res.headers.append('Vary', negotiatedOn);
  };
}
