import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { versionOf } from '../../../tools/studio/contentFiles.ts';
import { studioFilesUrl, studioMiddleware } from '../../../tools/studio/studioMiddleware.ts';

const flow = '# A comment.\nkind: flow\n';
let project: string;
let extra: string;
let outside: string;
let server: Server;
let base: string;

beforeEach(async () => {
  project = mkdtempSync(join(tmpdir(), 'studio-project-'));
  extra = mkdtempSync(join(tmpdir(), 'studio-extra-'));
  outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
  for (const root of [project, extra]) mkdirSync(join(root, 'flows'), { recursive: true });
  mkdirSync(join(project, 'schemas', 'content'), { recursive: true });
  writeFileSync(join(project, 'schemas', 'content', 'flow.schema.json'), '{"type":"object"}');
  writeFileSync(join(project, 'flows', 'a.yaml'), flow);
  writeFileSync(join(extra, 'flows', 'b.yaml'), flow);
  writeFileSync(join(outside, 'secret.yaml'), 'secret: 1\n');
  const handle = studioMiddleware(project, [extra]);
  server = createServer((req, res) => {
    void handle(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((closed) => server.close(closed));
  for (const folder of [project, extra, outside]) rmSync(folder, { recursive: true, force: true });
});

function save(body: object, headers: Record<string, string> = {}) {
  return fetch(`${base}${studioFilesUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the Studio file endpoint', () => {
  it('lists the content files of every root with their versions, and the content schemas', async () => {
    const response = await fetch(`${base}${studioFilesUrl}`);
    const listed = (await response.json()) as {
      files: { file: string; version: string }[];
      schemas: object;
      roots: string[];
    };
    expect(listed.roots).toEqual(['', `${extra}/`]);
    expect(listed.files.map((entry) => entry.file)).toEqual(['flows/a.yaml', `${extra}/flows/b.yaml`]);
    expect(listed.files[0]?.version).toBe(versionOf(flow));
    expect(Object.keys(listed.schemas)).toEqual(['flow.schema.json']);
  });

  it('saves over the version it loaded, atomically (no temporary file left behind)', async () => {
    const text = '# A comment.\nkind: flow\ntitle: New\n';
    const response = await save({ file: 'flows/a.yaml', text, baseVersion: versionOf(flow) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true, version: versionOf(text) });
    expect(readFileSync(join(project, 'flows', 'a.yaml'), 'utf8')).toBe(text);
    expect(readdirSync(join(project, 'flows'))).toEqual(['a.yaml']);
  });

  it('saves into an extra content root and creates new files there', async () => {
    const response = await save({ file: `${extra}/flows/new.yaml`, text: flow, baseVersion: null });
    expect(response.status).toBe(200);
    expect(readFileSync(join(extra, 'flows', 'new.yaml'), 'utf8')).toBe(flow);
  });

  it('refuses to overwrite a file changed on disk since it was loaded, returning both sides; force saves', async () => {
    const external = '# A comment.\nkind: flow\ntitle: Edited in an editor\n';
    writeFileSync(join(project, 'flows', 'a.yaml'), external);
    const mine = '# A comment.\nkind: flow\ntitle: Edited in the Studio\n';
    const response = await save({ file: 'flows/a.yaml', text: mine, baseVersion: versionOf(flow) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      saved: false,
      conflict: { text: external, version: versionOf(external) },
    });
    expect(readFileSync(join(project, 'flows', 'a.yaml'), 'utf8')).toBe(external);

    const forced = await save({ file: 'flows/a.yaml', text: mine, baseVersion: versionOf(flow), force: true });
    expect(forced.status).toBe(200);
    expect(readFileSync(join(project, 'flows', 'a.yaml'), 'utf8')).toBe(mine);
  });

  it('refuses a new file when one of that name appeared on disk meanwhile', async () => {
    writeFileSync(join(project, 'flows', 'c.yaml'), flow);
    const response = await save({ file: 'flows/c.yaml', text: 'kind: page\n', baseVersion: null });
    expect(response.status).toBe(409);
  });

  it.each([
    ['../outside.yaml'],
    ['flows/../../outside.yaml'],
    ['flows/../package.json'],
    ['schemas/content/flow.schema.json'],
    ['flows/a.ts'],
    ['/etc/passwd.yaml'],
  ])('refuses the path %s', async (file) => {
    const response = await save({ file, text: 'x: 1\n', baseVersion: null });
    expect(response.status).toBe(403);
  });

  it('refuses to write through a symlinked file or folder that leads outside the content', async () => {
    symlinkSync(join(outside, 'secret.yaml'), join(project, 'flows', 'link.yaml'));
    symlinkSync(outside, join(project, 'flows', 'elsewhere'));
    for (const file of ['flows/link.yaml', 'flows/elsewhere/secret.yaml', 'flows/elsewhere/new.yaml']) {
      const response = await save({ file, text: 'x: 1\n', baseVersion: versionOf('secret: 1\n') });
      expect(response.status, file).toBe(403);
    }
    expect(readFileSync(join(outside, 'secret.yaml'), 'utf8')).toBe('secret: 1\n');
    expect(readdirSync(outside)).toEqual(['secret.yaml']);
  });

  it('answers only requests addressed to localhost from its own pages', async () => {
    // fetch will not send another Host header, so this one goes out through node:http.
    const rebound = await new Promise<number | undefined>((answered, failed) => {
      const request = httpRequest(`${base}${studioFilesUrl}`, { headers: { host: 'attacker.example' } }, (response) => {
        response.resume();
        answered(response.statusCode);
      });
      request.on('error', failed);
      request.end();
    });
    expect(rebound).toBe(403);
    const crossSite = await save(
      { file: 'flows/a.yaml', text: 'x: 1\n', baseVersion: versionOf(flow) },
      { origin: 'https://attacker.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(readFileSync(join(project, 'flows', 'a.yaml'), 'utf8')).toBe(flow);
  });

  it('refuses malformed and oversized requests with a reason', async () => {
    expect((await save({ file: 'flows/a.yaml' })).status).toBe(400);
    const huge = await save({ file: 'flows/a.yaml', text: 'x'.repeat(3 * 1024 * 1024), baseVersion: null });
    expect(huge.status).toBe(413);
  });
});
