import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../support/postgresServer.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotDir, useBrowser } from './support/browser.ts';
import { buyerProfile, openWithSession, recordAndContinue, stepHeading } from './support/buyerFlow.ts';
import { answerSteps, canvas, counter, profile, startQuestionnaire, waitForResult } from './support/founderFlow.ts';
import { ready, signIn, useOwnerServers } from './support/ownerServers.ts';
import { startRedis } from './support/redisServer.ts';

const browser = useBrowser();
const servers = useOwnerServers();
const { start, stop } = servers;

beforeAll(() => {
  mkdirSync(screenshotDir, { recursive: true });
});

/** A founder who fills the profile and answers two questions, then closes the tab on the third. */
async function abandonAtStepThree(url: string): Promise<void> {
  const page = await browser.context.newPage();
  await startQuestionnaire(page, url);
  await answerSteps(page, 0, 1);
  await expect.poll(() => counter(page).textContent()).toBe('3 of 12');
  await page.close({ runBeforeUnload: true });
}

/** A founder who answers all twelve questions and reads the (offline) analysis. */
async function finish(url: string): Promise<void> {
  const page = await browser.context.newPage();
  await startQuestionnaire(page, url);
  await answerSteps(page);
  await waitForResult(page);
  await page.close({ runBeforeUnload: true });
}

interface Funnel {
  started: number;
  completed: number;
  steps: { step: string; views: number; completions: number }[];
}

const readFunnel = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/owner/funnel?flow=founder')).json()) as Funnel);

/** Two founders: one left at step 3 (the solution), one finished. */
const expectedFunnel = {
  flow: 'founder',
  started: 2,
  completed: 1,
  steps: [
    { screen: 'company-profile', step: 'company-profile', views: 2, completions: 2 },
    ...canvas.map((step, index) => ({
      screen: 'canvas',
      step: step.id,
      views: index <= 2 ? 2 : 1,
      completions: index < 2 ? 2 : 1,
    })),
  ],
};

const typedTexts = [
  ...canvas.map((step) => step.answer),
  ...Object.values(profile).filter((value) => value.length > 3),
];

describe('insights on the embedded database (npm start, nothing else)', () => {
  it('counts a founder who left at step 3 and one who finished; the owner reads the funnel, also after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'advisory-data-'));
    try {
      let server = await start({ DATA_DIR: dataDir });
      await abandonAtStepThree(server.url);
      await finish(server.url);

      const owner = await browser.context.newPage();
      await owner.goto(`${server.url}/owner`);
      await expectNoAxeViolations(owner, 'owner sign-in');
      await signIn(owner, server.url);
      await expect.poll(() => readFunnel(owner), ready).toEqual(expectedFunnel);
      // The last beacons may land after the dashboard first loaded: open it afresh.
      await owner.reload();
      await owner.getByRole('table').waitFor();
      // The first flow on the home page comes first.
      expect(await owner.getByLabel('Flow').inputValue()).toBe('founder');
      expect(await owner.getByRole('row').count()).toBe(1 + expectedFunnel.steps.length);
      await owner.screenshot({ path: join(screenshotDir, 'owner-dashboard-1280.png'), fullPage: true });
      const totals = owner.getByRole('region', { name: 'Totals' });
      expect((await totals.innerText()).replace(/\s+/g, ' ')).toBe('2 started 1 completed 50 % completion rate');
      const solution = owner.getByRole('row', { name: /^Solution / });
      expect(await solution.getByRole('cell').allInnerTexts()).toEqual([
        '2',
        '1',
        '1',
        expect.stringMatching(/ s$/),
        '0',
      ]);
      await expectNoAxeViolations(owner, 'owner dashboard');
      await owner.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(owner, 'owner dashboard at 375 px');
      await owner.screenshot({ path: join(screenshotDir, 'owner-dashboard-375.png'), fullPage: true });
      const shown = await owner.locator('body').innerText();
      for (const text of typedTexts) expect(shown).not.toContain(text);
      await owner.close();

      await stop(server);
      server = await start({ DATA_DIR: dataDir });
      const again = await browser.context.newPage();
      // The session lives in the database: still signed in after the restart.
      await again.goto(`${server.url}/owner`);
      await again.getByRole('table').waitFor();
      expect(await readFunnel(again)).toEqual(expectedFunnel);
      await again.getByRole('button', { name: 'Sign out' }).click();
      await again.getByLabel('Owner password').waitFor();
      expect(await again.evaluate(async () => (await fetch('/api/owner/funnel?flow=founder')).status)).toBe(401);
      await again.close();
      await stop(server);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});

/** A buyer who picks "Other" industry and a specific region, answers both follow-ups and finishes. */
async function buyerWithFollowUps(url: string): Promise<void> {
  const page = await browser.context.newPage();
  await openWithSession(page, url, '/buyer-questions', {
    buyerProfile: { ...buyerProfile, industries: [...buyerProfile.industries] },
    buyerQuestionnaire: {
      step: 5,
      answers: {
        askingPriceRange: { min: 500_000, max: 1_500_000 },
        revenueMultipleRange: { min: 2, max: 17 },
        profitMultipleRange: { min: 2, max: 10 },
        ttmRevenueRange: { min: 200_000, max: 700_000 },
        ttmProfitRange: { min: 0, max: 160_000 },
      },
    },
  });
  const answer = async (title: string, act: () => Promise<void>, last = false) => {
    await expect.poll(() => stepHeading(page).textContent()).toBe(title);
    await act();
    await recordAndContinue(page, last ? 'Finish' : 'Next');
  };
  await answer('Industry Preference', async () => {
    await page.getByRole('checkbox', { name: 'SaaS', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Other', exact: true }).click();
  });
  await answer('Which industry?', () =>
    page.getByRole('textbox', { name: 'Which industry?' }).fill('Veterinary clinics'),
  );
  await answer('Location Preference', () =>
    page.getByRole('radio', { name: 'Specific region (please specify)' }).check(),
  );
  await answer('Which region?', () => page.getByRole('textbox', { name: 'Which region?' }).fill('Pacific Northwest'));
  await answer('Team Size', () => page.getByRole('radio', { name: 'Small team (1-5 employees)' }).check());
  await answer('Financing Method', () => page.getByRole('radio', { name: 'Partial cash + financing' }).check());
  await answer('Seller Involvement', () => page.getByRole('radio', { name: 'Short transition (1-4 weeks)' }).check());
  await answer('Business Model', () => page.getByRole('checkbox', { name: 'Subscription', exact: true }).click());
  await answer('Growth Potential', () => page.getByRole('radio', { name: 'High growth potential' }).check(), true);
  await page.waitForURL('**/buyer-results');
  await page.close({ runBeforeUnload: true });
}

describe('the buyer funnel (issue #34 fault 7)', () => {
  it('counts a visit that answered the "Other" and "Specific region" follow-ups, and each follow-up as a step', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'advisory-data-'));
    try {
      const server = await start({ DATA_DIR: dataDir });
      await buyerWithFollowUps(server.url);
      const owner = await browser.context.newPage();
      await signIn(owner, server.url);
      const buyerFunnel = () =>
        owner.evaluate(async () => (await (await fetch('/api/owner/funnel?flow=buyer')).json()) as Funnel);
      await expect.poll(async () => (await buyerFunnel()).completed, ready).toBe(1);
      const { started, steps } = await buyerFunnel();
      expect(started).toBe(1);
      const counted = (step: string) => steps.find((entry) => entry.step === step);
      expect(counted('industryOther')).toMatchObject({ views: 1, completions: 1 });
      expect(counted('locationRegion')).toMatchObject({ views: 1, completions: 1 });
      expect(counted('growthPotential')).toMatchObject({ views: 1, completions: 1 });
      await owner.close();
      await stop(server);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe("insights on Debian's PostgreSQL, two instances behind one database and one Redis", () => {
  let postgres: RunningPostgres;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
  }, 120_000);
  afterAll(async () => {
    await servers.stopAll();
    await redis.stop();
    await postgres.stop();
  });

  it('counts every event once across both, shares owner sessions, and stores no typed answer', async () => {
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
    const [first, second] = await Promise.all([start(env), start(env)]);
    expect(first.output).toContain('Rate limits: shared in Redis (REDIS_URL)');
    await abandonAtStepThree(first.url);
    await finish(second.url);

    // A batch that reaches both instances (a retry through a load balancer) counts once.
    const tab = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
    const batch = JSON.stringify({
      tab,
      events: [{ seq: 0, age: 0, flow: 'buyer', screen: 'criteria', step: 'teamSize', kind: 'view' }],
    });
    for (const server of [first, second]) {
      const response = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: batch,
      });
      expect(response.status).toBe(204);
    }

    const owner = await browser.context.newPage();
    await signIn(owner, first.url);
    await expect.poll(() => readFunnel(owner), ready).toEqual(expectedFunnel);
    // The cookie from the first instance opens the second: the session is in the shared database.
    await owner.goto(`${second.url}/owner`);
    await owner.getByRole('table').waitFor();
    expect(await readFunnel(owner)).toEqual(expectedFunnel);
    await owner.close();

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ row: string }>('select flow_events::text as row from flow_events');
      expect(rows.filter((row) => row.row.includes(tab))).toHaveLength(1);
      const stored = rows.map((row) => row.row).join('\n');
      for (const text of typedTexts) expect(stored).not.toContain(text);
      const { rows: migrated } = await client.query<{ name: string }>('select name from kysely_migration');
      // Two instances started together on an empty database: each migration ran once.
      expect(migrated.length).toBe(new Set(migrated.map((row) => row.name)).size);
    } finally {
      await client.end();
    }
  }, 600_000);
});
