import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './support/shippedContent.ts';

// A content root beside the shipped content, holding one flow with a typo in a key.
const brokenRoot = join(projectRoot, '.e2e-artifacts', `broken-content-${process.pid}`);
const brokenFile = `${relative(projectRoot, brokenRoot)}/flows/broken.yaml`;
const brokenFlow = `kind: flow
card: { id: broken, title: Broken, description: A flow with a typo., order: 9 }
start: /broken
screens:
  - id: profile
    type: form
    route: /broken
    form: company-profile
    store: brokenProfile
    submitLabel: Continue
    nxet: /assessment
`;
const expectedLine = `${brokenFile}:11:5 screens[0].nxet: unknown key "nxet" (did you mean "next"?)`;

beforeAll(() => {
  mkdirSync(join(brokenRoot, 'flows'), { recursive: true });
  writeFileSync(join(brokenRoot, 'flows', 'broken.yaml'), brokenFlow);
});
afterAll(() => rmSync(brokenRoot, { recursive: true, force: true }));

describe('a broken content edit fails loudly before it reaches a user', () => {
  it('npm run check:content names the file, line, column and path, and exits 1', () => {
    const run = spawnSync(
      process.execPath,
      [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'tools/check-content.ts'],
      {
        cwd: projectRoot,
        env: { ...process.env, ADVISORY_EXTRA_CONTENT: brokenRoot },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toContain(expectedLine);
  });

  it('vite build fails with the same line', async () => {
    const previous = process.env.ADVISORY_EXTRA_CONTENT;
    process.env.ADVISORY_EXTRA_CONTENT = brokenRoot;
    try {
      await expect(build({ root: projectRoot, logLevel: 'silent', build: { write: false } })).rejects.toThrow(
        expectedLine,
      );
    } finally {
      if (previous === undefined) delete process.env.ADVISORY_EXTRA_CONTENT;
      else process.env.ADVISORY_EXTRA_CONTENT = previous;
    }
  }, 60_000);
});
