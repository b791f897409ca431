/**
 * npm run reliability:findings -- [build folder] [label]
 *
 * Measures issue #30's findings against one build of the server (a folder holding `dist/` and
 * `dist-server/main.js`, by default this checkout's `npm run build`): Debian's redis-server on
 * loopback killed and stalled, a fake vendor on loopback that fails, hangs or answers 50 MB,
 * hostile bodies, the log, rate-limit headers and static files. Nothing leaves the machine.
 * Every request and every wait has its own bound, so an old build that hangs yields a figure
 * ("no answer in 30 s") instead of stalling the run. Prints one Markdown table row per figure.
 * docs/reliability-findings.md quotes its output for the commit before the work and for main.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { Agent, fetch } from 'undici';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { buyerProfile } from '../../tests/e2e/support/buyerFlow.ts';
import { watchForTrouble } from '../../tests/e2e/abuse/support/trouble.ts';
import { startRedis, type RunningRedis } from '../../tests/e2e/support/redisServer.ts';
import { wellFormed } from '../../tests/e2e/support/productResponses.ts';
import { founderInput, productInput } from '../../tests/unit/analysis/support/content.ts';
import { startFakeServer, type FakeServer } from '../../tests/unit/analysis/support/fakeServer.ts';
import { freePort } from '../../tests/support/freePort.ts';
import { geminiError, geminiText } from '../../tests/support/vendorWire.ts';

const buildDir = resolve(process.argv[2] ?? '.');
const label = process.argv[3] ?? gitHead(buildDir);
const geminiPath = ':generateContent';
/** The longest any one request may take here. */
const requestBound = 30_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function gitHead(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return dir;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `check` every 200 ms until it returns a value or `bound` ms pass (then undefined). */
async function until<T>(check: () => T | undefined | Promise<T | undefined>, bound: number): Promise<T | undefined> {
  const end = Date.now() + bound;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(200);
  }
  return undefined;
}

interface Server {
  url: string | undefined;
  output: string[];
  /** Resident memory now (VmRSS), in MB. */
  memoryMb: () => number;
  /** SIGTERM; after `bound` ms SIGKILL. Resolves with how long the exit took, or undefined if it needed SIGKILL. */
  stop: (bound?: number) => Promise<number | undefined>;
}

/** A loopback port nothing listens on. */
const closedPort = await freePort();

const vendorEnv = (vendor: FakeServer) => ({
  GEMINI_API_KEY: 'findings-gemini-key',
  // The variable's name changed during the work; each build reads the one it knows.
  GEMINI_BASE_URL: vendor.origin,
  VITE_GEMINI_BASE_URL: vendor.origin,
  TRUST_PROXY: '1',
  // A database that refuses at once: no embedded one is created, whose CPU and memory would blur
  // these figures (pages and analyses never wait for the database, in either build).
  DATABASE_URL: `postgres://findings@127.0.0.1:${closedPort}/none`,
});

/** `node dist-server/main.js` of the build, in an empty folder, waiting at most `listenBound` ms for it to listen. */
async function startServer(env: Record<string, string>, listenBound = 20_000): Promise<Server> {
  const cwd = mkdtempSync(join(tmpdir(), 'advisory-findings-'));
  const child = spawn(process.execPath, [join(buildDir, 'dist-server/main.js')], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.on('error', (error) => console.error(`server: ${error.message}`));
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') output.push(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await until(
    () => output.map((line) => /^Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]).find(Boolean),
    listenBound,
  );
  // Builds with a start-up model check ask the vendor once they listen; let that pass first.
  if (url) await until(() => (output.some((line) => line.startsWith('Model check:')) ? true : undefined), 5_000);
  return {
    url,
    output,
    memoryMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    async stop(bound = 15_000) {
      const started = Date.now();
      if (child.exitCode === null) child.kill('SIGTERM');
      const exit = await Promise.race([exited.then(() => Date.now() - started), sleep(bound).then(() => undefined)]);
      if (exit === undefined) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(cwd, { recursive: true, force: true });
      return exit;
    },
  };
}

interface Answer {
  /** HTTP status, or undefined when nothing came within the bound. */
  status?: number;
  ms: number;
  bytes: number;
  /** The last server-sent event (result or error) of a 200, else the refusal's code. */
  outcome: string;
  headers: Record<string, string>;
}

/** A new connection per request, so one test's kept-alive socket never carries the next. */
const freshConnections = new Agent({ pipelining: 0 });

async function analyse(server: Server, client: string, body: unknown, bound = requestBound): Promise<Answer> {
  const started = Date.now();
  const url = server.url ?? '';
  try {
    const response = await fetch(`${url}/api/analysis`, {
      dispatcher: freshConnections,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': client },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(bound),
    });
    const text = await response.text();
    const last = [...text.matchAll(/^event: (\w+)$/gm)].at(-1)?.[1];
    let code = '';
    if (!last) {
      try {
        code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
      } catch {
        code = text.slice(0, 40);
      }
    }
    return {
      status: response.status,
      ms: Date.now() - started,
      bytes: Buffer.byteLength(text),
      outcome: last ?? code,
      headers: Object.fromEntries(response.headers),
    };
  } catch {
    return { ms: Date.now() - started, bytes: 0, outcome: 'no answer', headers: {} };
  }
}

const described = (answer: Answer) =>
  answer.status === undefined
    ? `no answer in ${seconds(answer.ms)}`
    : `${answer.status}${answer.outcome ? ` ${answer.outcome}` : ''} in ${seconds(answer.ms)}`;

const productBody = () => ({ flowId: 'product', analysisId: 'product', answers: productInput() });
const founderBody = () => ({ flowId: 'founder', analysisId: 'founder', answers: founderInput() });
const analysisPosts = (vendor: FakeServer) => vendor.requests.filter((request) => request.method === 'POST').length;

const rows: [finding: string, measured: string, figure: string][] = [];
const row = (finding: string, measured: string, figure: string) => {
  rows.push([finding, measured, figure]);
  console.error(`  ${finding}: ${measured}: ${figure}`);
};

/** Runs one finding with what it started, stopping servers and Redis even when it throws. */
async function finding(name: string, body: (servers: Server[], redises: RunningRedis[]) => Promise<void>) {
  const servers: Server[] = [];
  const redises: RunningRedis[] = [];
  try {
    await body(servers, redises);
  } catch (error) {
    const where = error instanceof Error ? /findings\.ts:(\d+)/.exec(error.stack ?? '')?.[1] : undefined;
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    row(name, 'measurement failed', `${message}${where ? ` (findings.ts line ${where})` : ''}`);
  } finally {
    for (const server of servers) await server.stop(5_000);
    for (const redis of redises) await redis.stop();
  }
}

async function leakedSlots(vendor: FakeServer) {
  await finding('1', async (servers, redises) => {
    const redis = await startRedis();
    redises.push(redis);
    const server = await startServer({
      ...vendorEnv(vendor),
      REDIS_URL: redis.url,
      LIMIT_VENDOR_CALLS_IN_FLIGHT: '2',
      LIMIT_VENDOR_ATTEMPT_MS: '3000',
      LIMIT_SHUTDOWN_GRACE_MS: '5000',
    });
    servers.push(server);
    vendor.reset();
    vendor.script(geminiPath, { status: 200, hang: true }, { status: 200, hang: true });
    const running = [analyse(server, '198.51.100.2', productBody()), analyse(server, '198.51.100.3', productBody())];
    await until(() => (analysisPosts(vendor) === 2 ? true : undefined), requestBound);
    redis.signal('SIGKILL');
    await Promise.all(running);
    await redis.restart();
    for (let client = 10; client < 200; client += 1) vendor.script(geminiPath, geminiText(wellFormed));
    // New users, each its own address, for 20 s after Redis is back: the first that gets a result.
    const started = Date.now();
    let last: Answer | undefined;
    let client = 10;
    const served = await until(async () => {
      last = await analyse(server, `198.51.100.${client++}`, productBody());
      return last.outcome === 'result' ? last : undefined;
    }, 20_000);
    row(
      '1',
      'new user after Redis was SIGKILLed during 2 analyses (LIMIT_VENDOR_CALLS_IN_FLIGHT=2) and restarted',
      served
        ? `result ${seconds(Date.now() - started)} after the restart`
        : `no result for 20 s (last: ${last ? described(last) : 'none'})`,
    );
    const exit = await server.stop(15_000);
    servers.pop();
    row(
      '1',
      'SIGTERM after that (LIMIT_SHUTDOWN_GRACE_MS=5000)',
      exit === undefined ? 'still running 15 s later (SIGKILL needed)' : `exited in ${seconds(exit)}`,
    );
  });
}

async function redisDown(vendor: FakeServer) {
  await finding('2', async (servers) => {
    const port = await freePort();
    const server = await startServer({ ...vendorEnv(vendor), REDIS_URL: `redis://127.0.0.1:${port}` }, 15_000);
    servers.push(server);
    if (!server.url) {
      row('2', 'Redis down at start: pages and /healthz', 'server not listening 15 s after start');
      return;
    }
    const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(requestBound) });
    row('2', 'Redis down at start: GET /healthz', `${health.status}`);
    vendor.reset();
    row('2', 'Redis down at start: an analysis', described(await analyse(server, '198.51.100.20', productBody())));
  });
  await finding('2', async (servers, redises) => {
    const redis = await startRedis();
    redises.push(redis);
    const server = await startServer({ ...vendorEnv(vendor), REDIS_URL: redis.url });
    servers.push(server);
    vendor.reset();
    redis.signal('SIGSTOP');
    try {
      row(
        '2',
        'Redis stalled (SIGSTOP): an analysis',
        described(await analyse(server, '198.51.100.21', productBody())),
      );
    } finally {
      redis.signal('SIGCONT');
    }
    redis.signal('SIGKILL');
    row('2', 'Redis killed (SIGKILL): an analysis', described(await analyse(server, '198.51.100.22', productBody())));
  });
}

async function chargedFailures(vendor: FakeServer) {
  await finding('3', async (servers) => {
    const server = await startServer({ ...vendorEnv(vendor), LIMIT_ANALYSES_PER_DAY_OVERALL: '5' });
    servers.push(server);
    vendor.reset();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      vendor.script(geminiPath, geminiError(500, 'Internal error'));
      await analyse(server, '198.51.100.30', productBody());
    }
    vendor.script(geminiPath, geminiText(wellFormed), geminiText(wellFormed));
    const sixth = await analyse(server, '198.51.100.30', productBody());
    const retryAfter = sixth.headers['retry-after'];
    row(
      '3',
      'after 5 vendor 500s, the same address once the vendor recovered (5 per window)',
      `${described(sixth)}${retryAfter ? `, Retry-After ${retryAfter} s` : ''}`,
    );
    row(
      '3',
      'after those 5 failures, another address (LIMIT_ANALYSES_PER_DAY_OVERALL=5)',
      described(await analyse(server, '198.51.100.31', productBody())),
    );
  });
}

async function hugeAnswer(vendor: FakeServer) {
  await finding('4', async (servers) => {
    const server = await startServer(vendorEnv(vendor));
    servers.push(server);
    vendor.reset();
    const before = server.memoryMb();
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, server.memoryMb())), 50);
    vendor.script(geminiPath, geminiText('x'.repeat(50 * 1024 * 1024)));
    const answer = await analyse(server, '198.51.100.40', productBody(), 60_000);
    clearInterval(sampling);
    row(
      '4',
      'vendor answering 50 MB: bytes the browser received',
      `${answer.bytes.toLocaleString('en')} B (${described(answer)})`,
    );
    row(
      '4',
      "vendor answering 50 MB: server's memory (VmRSS) before → highest while answering",
      `${before} MB → ${peak} MB`,
    );
  });
}

/** Raw bytes of a GET as sent (no decompression), with the response's headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; headers: Record<string, string | string[] | undefined> }>(
    (done, fail) => {
      const sent = httpRequest(url, { headers, timeout: requestBound }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => done({ status: response.statusCode ?? 0, bytes, headers: response.headers }));
        response.on('error', fail);
      });
      sent.on('timeout', () => sent.destroy(new Error('no answer')));
      sent.on('error', fail);
      sent.end();
    },
  );
}

async function inputsLogsAndFiles(vendor: FakeServer) {
  await finding('5-7', async (servers) => {
    const server = await startServer({ ...vendorEnv(vendor), LIMIT_VENDOR_ATTEMPT_MS: '3000' });
    servers.push(server);
    vendor.reset();
    const plain = JSON.stringify(founderBody());
    const nested = plain.replace(/"problem":"[^"]*"/, `"problem":${'['.repeat(5000)}${']'.repeat(5000)}`);
    row('5', '5,000 `[` inside a questionnaire answer', described(await analyse(server, '198.51.100.50', nested)));
    const extra = founderBody();
    const questionnaire = extra.answers.founderQuestionnaire as Record<string, unknown>;
    extra.answers.founderQuestionnaire = { ...questionnaire, admin: true };
    vendor.script(geminiPath, geminiError(500, 'Internal error'));
    row('5', 'unknown key beside step/answers', described(await analyse(server, '198.51.100.51', extra)));

    vendor.reset();
    vendor.script(geminiPath, geminiError(500, 'Internal error'));
    const failed = await analyse(server, '198.51.100.52', productBody());
    await sleep(500);
    const lines = server.output
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = lines.filter((line) => line.path === '/api/analysis').at(-1);
    const analysisLine = lines.filter((line) => line.event === 'analysis').at(-1);
    row(
      '6',
      'log of an analysis the vendor failed (500): request line',
      requestLine
        ? `status ${String(requestLine.status)}, ${String(requestLine.ms)} ms (${described(failed)})`
        : 'none',
    );
    row(
      '6',
      'log of that analysis: outcome line',
      analysisLine
        ? `outcome ${String(analysisLine.outcome)}, vendorStatus ${String(analysisLine.vendorStatus)}, ` +
            `id ${analysisLine.id !== undefined && analysisLine.id === requestLine?.id ? 'matches' : 'differs from'} the request line's`
        : 'none',
    );
    vendor.script(geminiPath, geminiText(wellFormed));
    const delivered = await analyse(server, '198.51.100.53', productBody());
    row(
      '6',
      'rate-limit headers on a delivered analysis (5 per window)',
      `RateLimit-Limit ${delivered.headers['ratelimit-limit'] ?? '-'}, RateLimit-Remaining ${delivered.headers['ratelimit-remaining'] ?? '-'}`,
    );
    vendor.script(geminiPath, { status: 200, hang: true });
    const posted = analysisPosts(vendor);
    const running = analyse(server, '198.51.100.54', productBody());
    await until(() => (analysisPosts(vendor) > posted ? true : undefined), requestBound);
    const second = await analyse(server, '198.51.100.54', productBody());
    row(
      '6',
      'a second analysis while one runs (1 in progress per address)',
      `${described(second)}, Retry-After ${second.headers['retry-after'] ?? 'none'}`,
    );
    await running;

    const page = `${server.url ?? ''}/buyer-results`;
    const full = await rawGet(page, {});
    const compressed = await rawGet(page, { 'accept-encoding': 'br, gzip' });
    row(
      '7',
      'GET /buyer-results (no prerender) with Accept-Encoding: br, gzip',
      `${compressed.bytes.toLocaleString('en')} B ${String(compressed.headers['content-encoding'] ?? 'uncompressed')} (${full.bytes.toLocaleString('en')} B uncompressed)`,
    );
    const etag = full.headers.etag;
    const modified = full.headers['last-modified'];
    const again = etag ? await rawGet(page, { 'if-none-match': String(etag) }) : undefined;
    const since = modified ? await rawGet(page, { 'if-modified-since': String(modified) }) : undefined;
    row(
      '7',
      'repeat GET /buyer-results with If-None-Match / If-Modified-Since',
      `${again ? again.status : 'no ETag'} / ${since ? since.status : 'no Last-Modified'}`,
    );
  });
}

/** Every route a person can open directly (as tests/e2e/abuse/storage-throws.e2e.ts lists them). */
const routes = [
  '/',
  '/assessment',
  '/questions',
  '/buyer-profile',
  '/buyer-questions',
  '/buyer-results',
  '/simple-positioning',
  '/product-name-domain',
  '/customer-profile',
  '/consulting',
  '/privacy',
];

/**
 * The screen's level-one heading once it shows (not the loading state's), or undefined after
 * `bound` ms: a blank screen.
 */
async function heading(page: Page, bound = 30_000): Promise<string | undefined> {
  return until(async () => {
    if ((await page.getByRole('status', { name: 'Loading' }).count()) > 0) return undefined;
    const text = await page
      .getByRole('heading', { level: 1 })
      .first()
      .textContent({ timeout: 200 })
      .catch(() => null);
    return text?.trim() && !text.startsWith('Loading') ? text.trim() : undefined;
  }, bound);
}

/** Answers the buyer questionnaire by mouse (first choice where nothing is chosen, ranges as they are) to its results. */
async function walkBuyerQuestions(page: Page): Promise<boolean> {
  for (let screen = 0; screen < 20; screen += 1) {
    if (new URL(page.url()).pathname === '/buyer-results') return true;
    const counter = page.getByTestId('step-counter');
    const before = await counter.textContent({ timeout: 30_000 }).catch(() => null);
    for (const role of ['radio', 'checkbox'] as const) {
      const choices = page.getByRole(role);
      if ((await choices.count()) > 0 && (await page.getByRole(role, { checked: true }).count()) === 0)
        await choices.first().check({ force: true });
    }
    await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
    await until(async () => {
      if (new URL(page.url()).pathname === '/buyer-results') return true;
      const now = await counter.textContent({ timeout: 200 }).catch(() => null);
      return now !== before ? true : undefined;
    }, 30_000);
  }
  return new URL(page.url()).pathname === '/buyer-results';
}

/** Tab presses from where the focus is until a control named `name` is focused, or undefined after `max`. */
async function tabsTo(page: Page, name: string, max = 40): Promise<number | undefined> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
    if (focused === name) return presses;
  }
  return undefined;
}

async function inTheBrowser(vendor: FakeServer) {
  await finding('8', async (servers) => {
    // A clean walk needs every dependency up: the embedded database here (DATABASE_URL unset), or
    // a finished flow's report to /api/completions is refused (503) and Chromium logs it.
    const server = await startServer({ ...vendorEnv(vendor), DATABASE_URL: '' });
    servers.push(server);
    await until(() => (server.output.some((line) => line.startsWith('Database: ready')) ? true : undefined), 120_000);
    const origin = server.url ?? '';
    const browser = await launchBrowser();
    // A busy 2-core machine can take long to load a page; the figures are counts, not times.
    browser.context.setDefaultTimeout(60_000);
    browser.context.setDefaultNavigationTimeout(60_000);
    try {
      const locked = await browser.context.newPage();
      await locked.addInitScript(() => {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const lockedTrouble = watchForTrouble(locked);
      const blank: string[] = [];
      for (const route of routes) {
        await locked.goto(`${origin}${route}`);
        if ((await heading(locked)) === undefined) blank.push(route);
        // The screen's preloads finish before the next address is typed, as a person's would.
        await locked.waitForLoadState('networkidle').catch(() => undefined);
      }
      row(
        '8',
        `sessionStorage throwing on access: screens of ${routes.length} with no heading after 30 s`,
        `${blank.length}${blank.length ? ` (${blank.join(', ')})` : ''}; ${lockedTrouble().length} failed requests or errors${lockedTrouble().length ? ` (${lockedTrouble().join('; ')})` : ''}`,
      );
      // The product flow's second screen reads the first one's answers, which live in memory here.
      await locked.goto(`${origin}/simple-positioning`);
      await heading(locked);
      const boxes = locked.getByRole('textbox');
      for (let box = 0; box < (await boxes.count()); box += 1)
        await boxes.nth(box).fill('A shift scheduling app for owners of small cafes');
      await locked.getByRole('button', { name: 'Continue', exact: true }).click();
      await until(() => (new URL(locked.url()).pathname === '/product-name-domain' ? true : undefined), 30_000);
      row(
        '8',
        'sessionStorage throwing: /simple-positioning filled and continued, then /product-name-domain',
        `${new URL(locked.url()).pathname} heading: ${(await heading(locked)) ?? 'none after 30 s (blank)'}; ` +
          `${lockedTrouble().length} failed requests or errors in all`,
      );
      await locked.close();

      const page = await browser.context.newPage();
      const trouble = watchForTrouble(page);
      await page.goto(origin);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.evaluate((profile) => sessionStorage.setItem('buyerProfile', JSON.stringify(profile)), buyerProfile);
      await page.goto(`${origin}/buyer-questions`);
      const arrived = await walkBuyerQuestions(page);
      const walked = arrived && (await heading(page)) !== undefined ? await tabsTo(page, 'Next Steps') : undefined;
      row(
        '8',
        '/buyer-results after walking the buyer questions by mouse: Tab presses to "Next Steps"',
        arrived ? (walked === undefined ? 'not reached in 40' : String(walked)) : 'results not reached',
      );
      await page.reload();
      const direct = (await heading(page)) !== undefined ? await tabsTo(page, 'Next Steps') : undefined;
      row(
        '8',
        '/buyer-results loaded directly: Tab presses to "Next Steps"',
        direct === undefined ? 'not reached in 40' : String(direct),
      );
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      const phone = (await heading(page)) !== undefined ? await tabsTo(page, 'Next Steps') : undefined;
      row(
        '8',
        '/buyer-results loaded directly at 375 px: Tab presses to "Next Steps"',
        phone === undefined ? 'not reached in 40' : String(phone),
      );
      row(
        '8',
        'failed requests and console errors on the buyer walk and loads',
        `${trouble().length}${trouble().length ? ` (${trouble().join('; ')})` : ''}`,
      );
      await page.close();
    } finally {
      await browser.close();
    }
  });
}

const only = process.env.FINDINGS?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const vendor = await startFakeServer();
console.error(`Measuring the build in ${buildDir} (${label}); each step is bounded, a run takes a few minutes.`);
try {
  if (wanted('1')) await leakedSlots(vendor);
  if (wanted('2')) await redisDown(vendor);
  if (wanted('3')) await chargedFailures(vendor);
  if (wanted('4')) await hugeAnswer(vendor);
  if (wanted('5-7')) await inputsLogsAndFiles(vendor);
  if (wanted('8')) await inTheBrowser(vendor);
} finally {
  await vendor.close();
  await freshConnections.close();
}
console.log(`| # | measured (${label}) | figure |`);
console.log('| --- | --- | --- |');
for (const [name, measured, figure] of rows) console.log(`| ${name} | ${measured} | ${figure} |`);
