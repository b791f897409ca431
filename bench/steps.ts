/**
 * npm run bench:steps [-- --dist DIR] [-- --cpu N] [-- --out FILE]
 *
 * Where a step change's time goes: builds the app with source maps (or takes a build made with
 * `vite build --sourcemap`), opens the buyer questionnaire with the profile its guard needs, and
 * with Chromium's CPU slowed (4x unless --cpu says otherwise) answers and presses Next eleven times
 * while the DevTools protocol's sampling profiler runs. Prints each step change (the next question
 * painted, minus the content's pause) and the profile's busy time per source file, mapped back
 * through the source maps, and writes the raw profile (open it in Chromium's DevTools) to --out.
 * Printed, never asserted; docs/performance.md quotes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { QuestionnaireScreen, Step } from '../src/engine/content/types.ts';
import { chromiumFlags, chromiumPath } from '../tools/chromium.ts';
import { loadContent } from '../tools/content/loadContent.ts';
import { buildOurs, projectRoot } from './support/builds.ts';
import { probeScript, type ProbeState } from './support/probe.ts';
import { busyBySource, type CpuProfile } from './support/profileSources.ts';
import { profileSeed } from './support/seeds.ts';
import { serveBuild } from './support/serve.ts';
import { summary } from './support/stats.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const cpu = Number(option('--cpu') ?? 4);
const out = option('--out') ?? join(projectRoot, 'bench/last-steps.cpuprofile');
const clicks = 11;

const { content } = loadContent(projectRoot);
if (!content) throw new Error('content has problems: run npm run check:content');
const buyer = content.flows
  .find((flow) => flow.id === 'buyer')
  ?.screens.find((screen): screen is QuestionnaireScreen => screen.type === 'questionnaire');
if (!buyer || buyer.steps.length <= clicks) throw new Error(`the buyer questionnaire needs more than ${clicks} steps`);

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench);

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Gives the step an answer Next accepts: the first option of a choice; a range keeps its start. */
async function answer(page: Page, step: Step): Promise<void> {
  if (step.type === 'radio') await page.getByRole('radio').first().check();
  else if (step.type === 'checkbox') await page.getByRole('checkbox').first().check();
  else if (step.type === 'text') await page.locator('textarea, input[type=text]').first().fill('An answer.');
}

const tmp = mkdtempSync(join(tmpdir(), 'advisory-steps-'));
try {
  const dist = option('--dist') ?? join(tmp, 'ours');
  if (!option('--dist')) await buildOurs(dist, undefined, { sourcemap: true });
  const server = await serveBuild(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const [first] = buyer.steps;
    await page.addInitScript({
      content: probeScript({ storage: profileSeed(content, 'buyer'), firstText: first?.title ?? '' }),
    });
    await page.goto(`${server.url}${buyer.route}`);
    await until(async () => (await probe(page)).firstPaint, 'the first question');
    // Hydrated: React owns every element of the prerendered screen.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#root *')].every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    );

    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const changes: number[] = [];
    for (let index = 0; index < clicks; index++) {
      const step = buyer.steps[index];
      const next = buyer.steps[index + 1];
      if (!step || !next) break;
      await answer(page, step);
      await page.evaluate((text) => (window as unknown as { __bench: ProbeState }).__bench.armStep(text), next.title);
      await page.getByRole('button', { name: buyer.labels.next, exact: true }).click();
      const painted = await until(async () => (await probe(page)).stepPaint, `"${next.title}"`);
      const clicked = (await probe(page)).click ?? painted;
      changes.push(painted - clicked - content.app.transitionMs);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    writeFileSync(out, JSON.stringify(profile));

    const stats = summary(changes);
    console.log(
      `# npm run bench:steps: ${changes.length} Next clicks on ${buyer.route} at ${cpu}x CPU; ${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `step change (painted minus the ${content.app.transitionMs} ms pause), ms: ${changes.map((value) => value.toFixed(0)).join(', ')}`,
    );
    if (stats) console.log(`median ${stats.median.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms`);
    const { busyMs, rows } = busyBySource(profile, dist);
    console.log(
      `\nbusy main thread while profiling: ${busyMs.toFixed(0)} ms (idle and the pauses excluded); by source:`,
    );
    for (const row of rows.slice(0, 30))
      console.log(
        `${row.ms.toFixed(1).padStart(8)} ms ${((100 * row.ms) / busyMs).toFixed(1).padStart(5)}%  ${row.source}${row.top ? `  (${row.top})` : ''}`,
      );
    console.log(`\nprofile written to ${out}`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
