import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApp } from '../../../server/http/serveApp.ts';
import { readProxyTrust } from '../../../server/http/proxyTrust.ts';
import { harness } from './support/serverHarness.ts';

// The limits in force are the defaults' shape at a scale a test can wait for: the defaults close
// an idle socket within 10 s (headers) or 30 s (no traffic); these within about a second.
const limits = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 1200,
  keepAliveTimeoutMs: 300,
  idleSocketMs: 1500,
  connectionsPerAddress: 5,
};

let served: ReturnType<typeof serveApp>;
let port = 0;
const sockets: Socket[] = [];
beforeAll(async () => {
  const { app } = harness({});
  await new Promise<void>((resolve) => {
    served = serveApp(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', limits, trust: readProxyTrust(undefined) },
      (info: AddressInfo) => {
        port = info.port;
        resolve();
      },
    );
  });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => served.server.close(resolve));
});

/** A raw connection from `from` (any 127.0.0.0/8 address is this machine), with what it was sent back and whether it closed. */
async function open(from = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  const state = { received: '', closed: false };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (state.closed = true));
  await new Promise<void>((resolve) => socket.once('connect', resolve).once('close', resolve));
  return { socket, state };
}

const closes = (state: { closed: boolean }) =>
  vi.waitFor(() => expect(state.closed).toBe(true), { timeout: 10_000, interval: 50 });

/** Writes `piece` every 100 ms until the server closes the socket. */
async function trickleUntilClosed({ socket, state }: Awaited<ReturnType<typeof open>>, piece: string) {
  const trickle = setInterval(() => socket.write(piece), 100);
  try {
    await closes(state);
  } finally {
    clearInterval(trickle);
  }
}

describe('connection limits', () => {
  it('closes a socket that never sends a byte', async () => {
    const { state } = await open();
    await closes(state);
  });

  it('closes a socket that trickles its headers, one line at a time, with 408', async () => {
    const connection = await open();
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: app.test\r\n');
    await trickleUntilClosed(connection, 'X-Slow: 1\r\n');
    expect(connection.state.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a socket that trickles its body, with 408', async () => {
    const connection = await open();
    connection.socket.write(
      'POST /api/events HTTP/1.1\r\nHost: app.test\r\nOrigin: http://app.test\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
    );
    await trickleUntilClosed(connection, ' ');
    expect(connection.state.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive socket that asks nothing more after its answer', async () => {
    const { socket, state } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: app.test\r\n\r\n');
    await closes(state);
    expect(state.received).toMatch(/^HTTP\/1\.1 200[\s\S]*"status":"ok"/);
  });

  it(`holds ${limits.connectionsPerAddress} sockets per address, closes 295 more at once, and /healthz answers others meanwhile`, async () => {
    const held = await Promise.all(Array.from({ length: 300 }, () => open('127.0.0.2')));
    await vi.waitFor(() => expect(held.filter(({ state }) => state.closed).length).toBe(295), { timeout: 10_000 });
    expect(served.connections.openFrom('127.0.0.2')).toBe(limits.connectionsPerAddress);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    // The idle ones go with the idle limit, and the address may connect again.
    await Promise.all(held.map(({ state }) => closes(state)));
    await vi.waitFor(() => expect(served.connections.openFrom('127.0.0.2')).toBe(0));
  });
});
