import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normalizedText } from '../src/checker/write/contentDocument.ts';
import { ownedContentFiles } from './content/contentFilesToWrite.ts';

/**
 * npm run content:normalize — writes every content file (project and tests/fixtures) the way the
 * Studio writes it, so a later Studio edit changes only what the editor changed. Idempotent.
 */
const root = resolve(import.meta.dirname, '..');
let changed = 0;
for (const { file, text } of ownedContentFiles(root)) {
  let next: string;
  try {
    next = normalizedText(file, text);
  } catch (error) {
    console.error(`${file}: not normalised (${error instanceof Error ? error.message : String(error)})`);
    process.exitCode = 1;
    continue;
  }
  if (next === text) continue;
  writeFileSync(resolve(root, file), next);
  console.log(`normalised ${file}`);
  changed += 1;
}
console.log(changed === 0 ? 'content files already normalised' : `${changed} content file(s) normalised`);
