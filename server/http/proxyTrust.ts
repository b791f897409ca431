import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Proto the server believes. Unset: nobody's,
 * the connection's own address is the client. A list of addresses and ranges
 * (`10.0.0.2,192.168.0.0/16,::1`): only connections from those, so a client that reaches the
 * server directly cannot choose the address its limits count, nor claim HTTPS. `1`: any
 * connection's, as before named proxies existed; safe only when nothing but the proxy can reach
 * the port, and the start-up line says so.
 */
export type ProxyTrust =
  { kind: 'none' } | { kind: 'any' } | { kind: 'listed'; list: BlockList; entries: readonly string[] };

const offValues = /^(|0|false|no)$/i;
const anyValues = /^(1|true|yes)$/i;

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.2`), as a dual-stack socket reports it, in its IPv4 form. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** One TRUST_PROXY entry into the list, or why it is not an address or a range. */
function addEntry(list: BlockList, entry: string): string | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = family(address);
  if (!kind || rest.length > 0) return `"${entry}" is not an IP address or a range such as 10.0.0.0/8`;
  if (prefix === undefined) {
    list.addAddress(address, kind);
    return undefined;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (kind === 'ipv4' ? 32 : 128))
    return `"${entry}" has no valid prefix length after the slash`;
  list.addSubnet(address, bits, kind);
  return undefined;
}

/** Reads TRUST_PROXY; a malformed entry stops the start with a message naming the variable. */
export function readProxyTrust(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? '';
  if (offValues.test(text)) return { kind: 'none' };
  if (anyValues.test(text)) return { kind: 'any' };
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const problem = addEntry(list, entry);
    if (problem)
      throw new Error(
        `TRUST_PROXY ${problem}: give the proxy's addresses or ranges separated by commas (e.g. TRUST_PROXY=10.0.0.2,fd00::/8), or 1 to believe any connection`,
      );
  }
  return { kind: 'listed', list, entries };
}

/** Whether a connection from `address` is a proxy whose X-Forwarded-* headers are believed. */
export function isTrustedProxy(trust: ProxyTrust, address: string | undefined): boolean {
  if (trust.kind !== 'listed') return trust.kind === 'any';
  if (address === undefined) return false;
  const plain = plainAddress(address);
  const kind = family(plain);
  return kind !== undefined && trust.list.check(plain, kind);
}

/** The start-up line's words for the setting. */
export function describeProxyTrust(trust: ProxyTrust): string {
  if (trust.kind === 'none') return "the connection's address (TRUST_PROXY is not set)";
  if (trust.kind === 'any')
    return 'X-Forwarded-For from any connection (TRUST_PROXY=1: only safe when nothing but the proxy reaches this port; name its addresses instead)';
  return `X-Forwarded-For from ${trust.entries.join(', ')} only (TRUST_PROXY)`;
}

/** The connection's own address, as the server's socket reports it (injected: app.request has no socket). */
export type ConnectionAddress = (c: Context) => string | undefined;

/**
 * Whether the visitor used HTTPS: the request's own URL, or the X-Forwarded-Proto of a proxy
 * TRUST_PROXY names (its first entry: the scheme the outermost proxy was reached by).
 */
export function overHttpsFrom(connection: ConnectionAddress, trust: ProxyTrust): (c: Context) => boolean {
  return (c) =>
    new URL(c.req.url).protocol === 'https:' ||
    (isTrustedProxy(trust, connection(c)) &&
      c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https');
}
