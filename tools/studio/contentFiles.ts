import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { displayPath, readContentFiles, readContentSchemas, readTranslationFiles } from '../content/readContent.ts';
import { writablePath } from './contentPaths.ts';

/** A file as the Studio loaded it: `version` is what a save must match to overwrite it. */
export interface StudioFile {
  file: string;
  text: string;
  version: string;
  /** Where the file sits inside its own content root when that is not the project (see ContentFile). */
  placedAt?: string;
}

export type SaveResult =
  | { saved: true; version: string }
  | { saved: false; conflict: { text: string; version: string } | null }
  | { saved: false; refused: string };

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Write to a temporary file beside the target, then rename over it: readers never see half a file. */
function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The content files the Studio edits and how it saves them, for the project and its extra roots. */
export function studioContent(projectRoot: string, extraRoots: readonly string[]) {
  const roots = [projectRoot, ...extraRoots];
  return {
    list(): { files: StudioFile[]; schemas: Record<string, object>; roots: string[] } {
      const files = [
        ...readContentFiles(projectRoot, extraRoots),
        ...readTranslationFiles(projectRoot, extraRoots),
      ].map((entry) => ({
        ...entry,
        version: versionOf(entry.text),
      }));
      // How files in each root are named: '' for the project, else the root's path and a slash.
      const rootNames = ['', ...extraRoots.map((root) => `${displayPath(projectRoot, root)}/`)];
      return { files, schemas: readContentSchemas(projectRoot), roots: rootNames };
    },

    /**
     * Saves `text` when the file on disk is still the version the editor loaded (`baseVersion`;
     * null for a new file). Otherwise returns what is on disk, so the editor can choose, and
     * saves over it only when asked to (`force`).
     */
    save(file: string, text: string, baseVersion: string | null, force = false): SaveResult {
      const target = writablePath(projectRoot, roots, file);
      if ('refused' in target) return { saved: false, refused: target.refused };
      const onDisk = readOrNull(target.path);
      const diskVersion = onDisk === null ? null : versionOf(onDisk);
      if (!force && diskVersion !== baseVersion && onDisk !== text) {
        return {
          saved: false,
          conflict: onDisk === null || diskVersion === null ? null : { text: onDisk, version: diskVersion },
        };
      }
      writeAtomically(target.path, text);
      return { saved: true, version: versionOf(text) };
    },
  };
}
