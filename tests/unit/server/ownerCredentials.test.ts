import type { Context } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../../server/app.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { overHttpsFrom, readProxyTrust } from '../../../server/http/proxyTrust.ts';
import { clientAddressFrom } from '../../../server/limits/clientAddress.ts';
import { ownerPasswordProblem } from '../../../server/owner/ownerPassword.ts';
import { databaseTimeoutMs, memoryDatabase } from '../db/support/memoryDatabase.ts';
import { content, sameOriginJson } from './support/serverHarness.ts';

const password = 'correct horse battery staple';
const clientDir = mkdtempSync(join(tmpdir(), 'advisory-owner-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Venture Advisor</title>');

let database: Awaited<ReturnType<typeof memoryDatabase>>;
beforeAll(async () => {
  database = await memoryDatabase();
}, databaseTimeoutMs);
afterAll(async () => {
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => database.empty());

/** The connection's address as the socket would report it; a test header here (app.request has no socket). */
const connection = (c: Context) => c.req.header('x-test-connection') ?? '203.0.113.1';

function owner(ownerPassword: string, trustProxy?: string) {
  const trust = readProxyTrust(trustProxy);
  const { app } = createServerApp({
    content: () => content,
    env: { OWNER_PASSWORD: ownerPassword },
    limits: defaultLimits,
    address: clientAddressFrom(connection, trust),
    overHttps: overHttpsFrom(connection, trust),
    database,
    clientDir,
  });
  return {
    app,
    signIn: (given = ownerPassword, headers: Record<string, string> = {}) =>
      app.request('http://app.test/api/owner/session', {
        method: 'POST',
        headers: { ...sameOriginJson, ...headers },
        body: JSON.stringify({ password: given }),
      }),
  };
}

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('OWNER_PASSWORD', () => {
  it.each([' ', 'a', '           a', 'eleven char'])('%j keeps the owner’s area closed (404)', async (short) => {
    const { app, signIn } = owner(short);
    expect((await signIn()).status).toBe(404);
    expect((await app.request('/owner')).status).toBe(404);
    expect((await app.request('/api/owner/flows')).status).toBe(404);
  });

  it('says at start why, naming OWNER_PASSWORD and the 12 characters it needs', () => {
    expect(ownerPasswordProblem('a')).toMatch(/^OWNER_PASSWORD has 1 character .*at least 12/);
    expect(ownerPasswordProblem('    padded    ')).toMatch(/^OWNER_PASSWORD has 6 characters/);
    expect(ownerPasswordProblem('twelve chars')).toBeUndefined();
  });

  it('of 12 characters opens it', async () => {
    expect((await owner('twelve chars').signIn()).status).toBe(204);
  });
});

describe('an owner’s session', () => {
  it('ends when the server starts with another OWNER_PASSWORD, and lasts while it keeps the same one', async () => {
    const cookie = cookieOf(await owner(password).signIn());
    const read = (ownerPassword: string) =>
      owner(ownerPassword).app.request('/api/owner/responses?flow=founder', { headers: { cookie } });
    expect((await read(password)).status).toBe(200);
    expect((await read('a new password for the owner')).status).toBe(401);
    expect((await read(password)).status).toBe(200);
  });

  it('is kept in the database as neither the cookie’s value nor its plain hash', async () => {
    const cookie = cookieOf(await owner(password).signIn());
    const [stored] = await database.db.selectFrom('owner_sessions').select('token_hash').execute();
    const token = cookie.split('=')[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).not.toBe(createHash('sha256').update(token).digest('hex'));
  });
});

describe('every answer of the owner’s area', () => {
  it('says Cache-Control: no-store (signed in or not, refused or not, JSON, CSV and the page)', async () => {
    const { app, signIn } = owner(password);
    const signedIn = await signIn();
    const cookie = cookieOf(signedIn);
    const answers = [
      signedIn,
      await signIn('wrong'),
      await app.request('/api/owner/funnel?flow=founder'),
      await app.request('/api/owner/funnel?flow=founder', { headers: { cookie } }),
      await app.request('/api/owner/details?flow=nothing', { headers: { cookie } }),
      await app.request('/api/owner/responses?flow=founder', { headers: { cookie } }),
      await app.request('/api/owner/responses.csv?flow=founder', { headers: { cookie } }),
      await app.request('/api/owner/webhooks', { headers: { cookie } }),
      await app.request('/owner'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 401, 401, 200, 400, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(answers.map(() => 'no-store'));
    // The rest of the site keeps its own caching.
    expect((await app.request('/consulting')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  const proxy = '10.0.0.2';
  const trust = '10.0.0.2, fd00::/8';

  it('believes X-Forwarded-Proto only from the named proxy: Strict-Transport-Security and a Secure cookie', async () => {
    const { signIn } = owner(password, trust);
    const viaProxy = await signIn(password, { 'x-test-connection': proxy, 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(viaProxy.headers.get('set-cookie')).toMatch(/; Secure/);
    const direct = await signIn(password, { 'x-test-connection': '198.51.100.9', 'x-forwarded-proto': 'https' });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    expect(direct.headers.get('set-cookie')).not.toMatch(/; Secure/);
    const plain = await signIn(password, { 'x-test-connection': proxy, 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('keys the limits on the connection of a client that reaches the server directly, whatever X-Forwarded-For it sends', async () => {
    const { signIn } = owner(password, trust);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++)
      statuses.push(
        (await signIn('guess', { 'x-test-connection': '198.51.100.9', 'x-forwarded-for': `192.0.2.${attempt}` }))
          .status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Through the proxy, each visitor is counted on their own address.
    const viaProxy = await signIn(password, { 'x-test-connection': proxy, 'x-forwarded-for': '192.0.2.50' });
    expect(viaProxy.status).toBe(204);
  });

  it('finds the client behind several named proxies, and ignores what the client wrote before them', () => {
    const address = clientAddressFrom(connection, readProxyTrust('10.0.0.0/8'));
    const at = (headers: Record<string, string>) =>
      address({ req: { header: (name: string) => headers[name] } } as unknown as Context);
    expect(at({ 'x-test-connection': '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 192.0.2.7, 10.0.0.3' })).toBe(
      '192.0.2.7',
    );
    expect(at({ 'x-test-connection': '::ffff:10.0.0.2', 'x-forwarded-for': '192.0.2.7' })).toBe('192.0.2.7');
    expect(at({ 'x-test-connection': '192.0.2.8', 'x-forwarded-for': '10.0.0.5' })).toBe('192.0.2.8');
    // TRUST_PROXY=1 keeps its old meaning: the last entry, from any connection.
    const any = clientAddressFrom(connection, readProxyTrust('1'));
    expect(
      any({ req: { header: (name: string) => ({ 'x-forwarded-for': 'a, b' })[name] } } as unknown as Context),
    ).toBe('b');
  });

  it('refuses at start an entry that is not an address or a range, naming TRUST_PROXY', () => {
    expect(() => readProxyTrust('10.0.0.2, proxy.internal')).toThrow(/^TRUST_PROXY "proxy.internal" is not an IP/);
    expect(() => readProxyTrust('10.0.0.0/40')).toThrow(/TRUST_PROXY "10.0.0.0\/40" has no valid prefix/);
    expect(readProxyTrust('').kind).toBe('none');
    expect(readProxyTrust('yes').kind).toBe('any');
  });
});
