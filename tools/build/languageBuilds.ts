import { join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { extraContentRoots } from '../content/extraContentRoots.ts';
import { loadContent } from '../content/loadContent.ts';
import { languagePrefix } from '../../src/engine/language/languagePaths.ts';

/** The variable vite.config.ts reads: which language a client build is for (unset: English). */
const languageVariable = 'ADVISORY_LANGUAGE';

/**
 * Builds the client once per translated language, each into <outDir>/<tag> with its pages under
 * /<tag>/: the same code as the English build beside it (already in <outDir>), with that
 * language's content modules and prerendered pages, so a page carries only its own language's
 * texts. Returns the tags built.
 */
export async function buildLanguages(root: string, outDir: string, options: InlineConfig = {}): Promise<string[]> {
  const { content, translations } = loadContent(root, { extraRoots: extraContentRoots(root) });
  if (!content || !translations) throw new Error('content has problems: run npm run check:content');
  const built: string[] = [];
  for (const language of content.languages.slice(1)) {
    if (!translations[language.tag]) continue;
    process.env[languageVariable] = language.tag;
    try {
      await build({
        ...options,
        root,
        build: {
          ...options.build,
          outDir: join(outDir, languagePrefix(content.languages, language.tag)),
          emptyOutDir: true,
        },
      });
    } finally {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing a variable is the only way to unset it
      delete process.env[languageVariable];
    }
    built.push(language.tag);
  }
  return built;
}
