import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/engine/content/types.ts';
import { languagePrefix, localizedPath, splitLanguagePath } from '../../../src/engine/language/languagePaths.ts';

const english: Language = { tag: 'en', name: 'English', direction: 'ltr' };
const spanish: Language = { tag: 'es', name: 'Español', direction: 'ltr' };
const brazilian: Language = { tag: 'pt-BR', name: 'Português', direction: 'ltr' };
const languages = [english, spanish, brazilian];

describe("a language's addresses", () => {
  it('keeps the source language at / and puts each other one under its tag in lower case', () => {
    expect(languagePrefix(languages, 'en')).toBe('');
    expect(languagePrefix(languages, 'es')).toBe('/es');
    expect(languagePrefix(languages, 'pt-BR')).toBe('/pt-br');
    expect(localizedPath(languages, 'en', '/questions')).toBe('/questions');
    expect(localizedPath(languages, 'en', '/')).toBe('/');
    expect(localizedPath(languages, 'es', '/questions')).toBe('/es/questions');
    expect(localizedPath(languages, 'es', '/')).toBe('/es/');
  });

  it('splits an address into its language and the content route it names', () => {
    expect(splitLanguagePath(languages, '/es/questions')).toEqual({ language: spanish, route: '/questions' });
    expect(splitLanguagePath(languages, '/es/')).toEqual({ language: spanish, route: '/' });
    expect(splitLanguagePath(languages, '/es')).toEqual({ language: spanish, route: '/' });
    expect(splitLanguagePath(languages, '/ES/Questions')).toEqual({ language: spanish, route: '/Questions' });
    expect(splitLanguagePath(languages, '/pt-br/assets/app.js')).toEqual({
      language: brazilian,
      route: '/assets/app.js',
    });
    // A route that merely starts with a tag's letters is the source language's.
    expect(splitLanguagePath(languages, '/estimates')).toEqual({ language: english, route: '/estimates' });
    expect(splitLanguagePath(languages, '/questions')).toEqual({ language: english, route: '/questions' });
    expect(splitLanguagePath(languages, '/')).toEqual({ language: english, route: '/' });
  });

  it('round-trips every route through each language', () => {
    for (const language of languages) {
      for (const route of ['/', '/questions', '/buyer-results']) {
        expect(splitLanguagePath(languages, localizedPath(languages, language.tag, route))).toEqual({
          language,
          route,
        });
      }
    }
  });
});
