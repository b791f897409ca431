import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaKeys } from './support/schemaKeys.ts';
import { projectRoot, shippedSchemas } from './support/shippedContent.ts';

const guide = readFileSync(join(projectRoot, 'docs', 'authoring.md'), 'utf8');

/** Each `<!-- keys: file#pointer -->` marker and the keys in the first column of the table under it. */
function documentedKeys(markdown: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    const marker = /^<!-- keys: (\S+) -->$/.exec(line.trim());
    if (!marker?.[1]) return;
    if (tables.has(marker[1])) throw new Error(`docs/authoring.md:${index + 1}: ${marker[1]} is documented twice`);
    const keys: string[] = [];
    // The table may stand one blank line below its marker (the formatter puts one there).
    const below = lines.slice(index + 1);
    const start = below.findIndex((row) => row.trim() !== '');
    for (const row of below.slice(start)) {
      if (!row.startsWith('|')) break;
      const key = /^\|\s*`([^`]+)`\s*\|/.exec(row)?.[1];
      if (key) keys.push(key);
    }
    tables.set(marker[1], keys);
  });
  return tables;
}

describe('docs/authoring.md key reference', () => {
  const declared = schemaKeys(shippedSchemas());
  const documented = documentedKeys(guide);

  it('has a table for every schema definition that declares keys, and none for others', () => {
    expect([...documented.keys()].sort()).toEqual([...declared.keys()].sort());
  });

  it.each([...declared.entries()])('%s: every declared key has a row, and every row is a declared key', (id, keys) => {
    expect([...(documented.get(id) ?? [])].sort()).toEqual([...keys].sort());
  });

  it('names every property of every schema somewhere in the guide', () => {
    const names = new Set(
      [...declared.values()].flat().map(
        (path) =>
          path
            .split(/\.|\[\]\.?/)
            .filter(Boolean)
            .pop() ?? path,
      ),
    );
    const missing = [...names].filter((name) => !guide.includes(`\`${name}\``) && !guide.includes(`.${name}\``));
    expect(missing).toEqual([]);
  });
});
