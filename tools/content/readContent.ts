import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentFile } from '../../src/engine/content/checkContent.ts';

/** The folders content lives in, relative to the project root. */
export const contentFolders = ['flows', 'schemas/forms', 'prompts'] as const;
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

export function readContentFiles(root: string): ContentFile[] {
  return contentFolders.flatMap((folder) =>
    walk(join(root, folder)).map((path) => ({ file: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') })),
  );
}

export function readContentSchemas(root: string): Record<string, object> {
  const folder = join(root, 'schemas', 'content');
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as object]),
  );
}
