import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/checker/problem.ts';
import { flowMapFolders } from '../../../tools/content/flowMapFiles.ts';
import { loadContent } from '../../../tools/content/loadContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = resolve(root, 'tests/fixtures/extra-flow');

describe('npm run flows:map with ADVISORY_EXTRA_CONTENT', () => {
  it("maps an extra root's flows into that root's docs/flows, and the project's into its own", () => {
    const { content, problems } = loadContent(root, { extraRoots: [fixture] });
    if (!content) throw new Error(problems.map(formatProblem).join('\n'));
    const folders = flowMapFolders(root, [fixture], content);
    expect(folders.map(({ folder, maps }) => [folder, [...maps.keys()].sort()])).toEqual([
      [join(root, 'docs/flows'), ['buyer.md', 'founder.md', 'product.md']],
      [join(fixture, 'docs/flows'), ['launch.md']],
    ]);
    // The fixture's map is kept current like the project's (run the command with the variable set).
    const extra = folders[1];
    expect(readdirSync(join(fixture, 'docs/flows'))).toEqual(['launch.md']);
    expect(readFileSync(join(fixture, 'docs/flows/launch.md'), 'utf8')).toBe(extra?.maps.get('launch.md'));
  });
});
