import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { variantDir, type Variant } from './variants.ts';

/**
 * The vendor SDKs, recognised in the built chunks by what only they contain: their endpoints, and
 * for Gemini the SDK's own client header (the provider file names the endpoint too, for its model check).
 */
const sdkMarkers = {
  gemini: 'x-goog-api-client',
  openai: 'api.openai.com',
  emailjs: 'api.emailjs.com',
} as const;

export type Sdk = keyof typeof sdkMarkers;

/** Which built chunk holds each SDK; fails loudly if the build no longer splits them out. */
export function sdkChunks(variant: Variant): Record<Sdk, string> {
  const assets = join(variantDir(variant), 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const find = (marker: string): string => {
    const holders = files.filter((file) => readFileSync(join(assets, file), 'utf8').includes(marker));
    if (holders.length !== 1)
      throw new Error(`Expected one chunk containing ${marker}, found: ${holders.join(', ') || 'none'}`);
    return holders[0]!;
  };
  return { gemini: find(sdkMarkers.gemini), openai: find(sdkMarkers.openai), emailjs: find(sdkMarkers.emailjs) };
}

/** The built chunks that hold an SDK; a build without it (offline, server mode) has none. */
export function chunksWith(variant: Variant, sdk: Sdk): string[] {
  const assets = join(variantDir(variant), 'assets');
  return readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(sdkMarkers[sdk]),
  );
}

/** Collects the path of every script the page loads from the app's own server. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

export function loaded(scripts: readonly string[], chunk: string): boolean {
  return scripts.some((path) => path.endsWith(`/${chunk}`));
}
