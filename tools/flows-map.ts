/**
 * npm run flows:map
 * Writes docs/flows/<flowId>.md, a Mermaid map of each flow, and removes maps of flows that no
 * longer exist. With ADVISORY_EXTRA_CONTENT, an extra root's flows are mapped into that root's
 * own docs/flows/. Refuses to write anything while the content has problems.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatProblem } from '../src/checker/problem.ts';
import { extraContentRoots } from './content/extraContentRoots.ts';
import { flowMapFolders } from './content/flowMapFiles.ts';
import { loadContent } from './content/loadContent.ts';

const root = resolve(import.meta.dirname, '..');
const extraRoots = extraContentRoots(root);
const { content, problems } = loadContent(root, { extraRoots });
if (!content) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error('\nFix the content first (npm run check:content); no maps were written.');
  process.exit(1);
}
for (const { folder, maps } of flowMapFolders(root, extraRoots, content)) {
  const shown = (name: string) => relative(root, join(folder, name)).replaceAll('\\', '/');
  if (maps.size === 0 && !existsSync(folder)) continue;
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.md') && !maps.has(name)) {
      rmSync(join(folder, name));
      console.log(`removed ${shown(name)}`);
    }
  }
  for (const [name, text] of maps) {
    writeFileSync(join(folder, name), text);
    console.log(`wrote ${shown(name)}`);
  }
}
