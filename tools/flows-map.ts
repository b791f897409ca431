/**
 * npm run flows:map
 * Writes docs/flows/<flowId>.md, a Mermaid map of each flow, and removes maps of flows that no
 * longer exist. Refuses to write anything while the content has problems.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { flowMaps } from '../src/engine/content/flowMap.ts';
import { formatProblem } from '../src/engine/content/problem.ts';
import { loadContent } from './content/loadContent.ts';

const root = resolve(import.meta.dirname, '..');
const { content, problems } = loadContent(root);
if (!content) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error('\nFix the content first (npm run check:content); no maps were written.');
  process.exit(1);
}
const maps = flowMaps(content);
const folder = join(root, 'docs', 'flows');
mkdirSync(folder, { recursive: true });
const current = new Set(maps.map((map) => map.file));
for (const name of readdirSync(folder)) {
  if (name.endsWith('.md') && !current.has(`docs/flows/${name}`)) {
    rmSync(join(folder, name));
    console.log(`removed docs/flows/${name}`);
  }
}
for (const map of maps) {
  writeFileSync(join(root, map.file), map.text);
  console.log(`wrote ${map.file}`);
}
