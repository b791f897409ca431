import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/parse-analysis.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('tools/parse-analysis.ts', () => {
  it('prints the parsed result as JSON and exits 0', () => {
    const run = cli('prompts/founder.yaml', 'tests/fixtures/responses/founder-markdown-headings.txt');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 61, summary: 'A promising B2B SaaS with a clear problem.' });
  });

  it('prints the error message and exits 1 on an unusable response', () => {
    const run = cli('prompts/founder.yaml', 'tests/fixtures/responses/empty.txt');
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Failed to parse analysis response');
  });
});
