import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { contentFolders } from '../content/readContent.ts';

const contentFile = /\.(ya?ml|json)$/;

function inside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest);
}

/** The nearest existing ancestor of `path`, with its symlinks resolved, plus what lies below it. */
function realPathOf(path: string): string {
  let existing = path;
  const below: string[] = [];
  while (!existsSync(existing)) {
    below.unshift(existing.slice(dirname(existing).length + 1));
    existing = dirname(existing);
  }
  return [realpathSync(existing), ...below].join(sep);
}

/**
 * The absolute path of a content file the Studio may write, or the reason it may not: only
 * .yaml/.json files inside a content folder (flows/, schemas/forms/, prompts/, translations/) of the project
 * or of an extra content root, never through a symlink, never outside by `..`.
 */
export function writablePath(
  projectRoot: string,
  contentRoots: readonly string[],
  file: string,
): { path: string } | { refused: string } {
  if (file.includes('\0') || !contentFile.test(file)) return { refused: `"${file}" is not a content file` };
  const path = resolve(projectRoot, file);
  const folders = contentRoots.flatMap((root) => contentFolders.map((folder) => resolve(root, folder)));
  const folder = folders.find((candidate) => inside(candidate, path));
  if (!folder) return { refused: `"${file}" is outside the content folders` };
  if (existsSync(path) && lstatSync(path).isSymbolicLink()) return { refused: `"${file}" is a symbolic link` };
  const realFolder = existsSync(folder) ? realpathSync(folder) : folder;
  if (!inside(realFolder, realPathOf(path))) return { refused: `"${file}" leads outside the content folders` };
  return { path };
}
