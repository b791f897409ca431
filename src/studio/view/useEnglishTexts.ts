import { useMemo } from 'react';
import type { ContentFile } from '../../checker/checkContent.ts';
import { englishTexts, type EnglishFileTexts } from '../../checker/translations/englishTexts.ts';

/**
 * The project's English texts with their fingerprints, for the translation editor: files of extra
 * content roots are left out, as the translation export leaves them (a catalog answers for the
 * project's own content). Worked out again only when an English file's text changes, not when a
 * translation is typed.
 */
export function useEnglishTexts(
  files: readonly ContentFile[],
  schemas: Record<string, object>,
  roots: readonly string[],
): EnglishFileTexts[] {
  const extraRoots = roots.filter((root) => root !== '');
  const own = files.filter((entry) => !extraRoots.some((root) => entry.file.startsWith(root)));
  const key = own.map((entry) => `${entry.file}\n${entry.text}`).join('\0');
  // `key` stands for the files' names and texts: a new array of the same files reuses the result.
  return useMemo(() => englishTexts(own, schemas), [key, schemas]);
}
