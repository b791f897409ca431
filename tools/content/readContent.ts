import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { ContentFile } from '../../src/checker/checkContent.ts';

/** The folders of the content as written, in English, relative to a content root. */
const sourceFolders = ['flows', 'schemas/forms', 'prompts'] as const;
/** The folder of its translations, one file per language. */
const translationFolder = 'translations';
/** Every folder content lives in, relative to a content root: what the dev server watches and the Studio writes. */
export const contentFolders = [...sourceFolders, translationFolder] as const;
const contentFile = /\.(ya?ml|json)$/;

function walk(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return walk(path);
    return contentFile.test(name) ? [path] : [];
  });
}

const slashes = (path: string) => path.split(sep).join('/');

/** How problems name a file: relative to the project root, or absolute when it lies outside it. */
export function displayPath(projectRoot: string, path: string): string {
  const inside = relative(projectRoot, path);
  return inside.startsWith('..') || isAbsolute(inside) ? slashes(path) : slashes(inside);
}

function filesOf(projectRoot: string, contentRoot: string, folders: readonly string[]): ContentFile[] {
  return folders.flatMap((folder) =>
    walk(join(contentRoot, folder)).map((path) => {
      const file = displayPath(projectRoot, path);
      const placedAt = slashes(relative(contentRoot, path));
      return { file, text: readFileSync(path, 'utf8'), ...(placedAt === file ? {} : { placedAt }) };
    }),
  );
}

/**
 * The content files of the project at `root`, followed by those of each extra content root
 * (a folder shaped like the project: flows/, schemas/forms/, prompts/). Extra files keep their
 * real path in `file`, so problems point at them, and their place in their own root in `placedAt`.
 */
export function readContentFiles(root: string, extraRoots: readonly string[] = []): ContentFile[] {
  return [root, ...extraRoots].flatMap((contentRoot) => filesOf(root, contentRoot, sourceFolders));
}

/**
 * The translation files (translations/<language>.yaml) of the project at `root` and of each extra
 * root. Apart from readContentFiles so a test of the English content is not about its translations;
 * loadContent, the Studio and the content tools read both.
 */
export function readTranslationFiles(root: string, extraRoots: readonly string[] = []): ContentFile[] {
  return [root, ...extraRoots].flatMap((contentRoot) => filesOf(root, contentRoot, [translationFolder]));
}

export function readContentSchemas(root: string): Record<string, object> {
  const folder = join(root, 'schemas', 'content');
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as object]),
  );
}
