import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumFlags, chromiumPath } from '../../tools/chromium.ts';
import { installPackage, projectRoot } from './builds.ts';

export interface LighthouseRow {
  kind: string;
  route: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  lhr: { categories: { performance: { score: number | null } }; audits: Record<string, Audit> };
}
type Lighthouse = (
  url: string,
  flags: object,
  config: undefined,
  page: unknown,
) => Promise<LighthouseResult | undefined>;
interface PuppeteerPage {
  goto: (url: string) => Promise<unknown>;
  evaluate: <A>(fn: (arg: A) => void, arg: A) => Promise<void>;
}
interface Puppeteer {
  launch: (options: object) => Promise<{ newPage: () => Promise<PuppeteerPage>; close: () => Promise<void> }>;
}

const packageDir = join(projectRoot, 'bench/lighthouse');

/** Imports a package installed in bench/lighthouse (Lighthouse and the puppeteer-core it drives). */
async function importInstalled<T>(name: string): Promise<T> {
  const resolved = createRequire(join(packageDir, 'package.json')).resolve(name);
  return ((await import(pathToFileURL(resolved).href)) as { default: T }).default;
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling) on Debian's Chromium. The
 * page's session storage is seeded first and kept (disableStorageReset), so a guarded route
 * shows its screen rather than its redirect.
 */
export async function runLighthouse(
  baseUrl: string,
  route: string,
  storage: Record<string, string>,
  kind: string,
): Promise<LighthouseRow> {
  installPackage(packageDir);
  const lighthouse = await importInstalled<Lighthouse>('lighthouse');
  const puppeteer = await importInstalled<Puppeteer>('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/__seed`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, storage);
    const result = await lighthouse(
      `${baseUrl}${route}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      kind,
      route,
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await browser.close();
  }
}
