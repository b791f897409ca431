import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../server/http/inlineScripts.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes each distinct inline script of every page once, and nothing that does not run inline', () => {
    dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
    const gate = 'markStale();';
    const page = (data: string) =>
      [
        '<script type="module" crossorigin src="/assets/index.js"></script>',
        `<script type="application/json" data-prerender-gate>${data}</script>`,
        `<script>${gate}</script>`,
      ].join('');
    writeFileSync(join(dir, 'index.html'), page('{"route":"/"}'));
    mkdirSync(join(dir, 'consulting'));
    writeFileSync(join(dir, 'consulting', 'index.html'), page('{"route":"/consulting"}'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'stray.html'), '<script>notAPage()</script>');
    writeFileSync(join(dir, 'extra.html'), '<script type="module">inlineModule()</script>');
    expect(inlineScriptHashes(dir)).toEqual([hash(gate), hash('inlineModule()')].sort());
  });
});
