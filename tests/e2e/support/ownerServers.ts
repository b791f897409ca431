import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { startAppServer, type RunningServer } from './appServer.ts';
import type { ServerBuild } from './variants.ts';

/** The owner's password every server these tests start is given (OWNER_PASSWORD). */
const ownerPassword = 'e2e owner password';
/** What a server does in the background (a fresh embedded database takes seconds) on a busy 2-core machine. */
export const ready = { timeout: 120_000, interval: 500 };

/**
 * Built servers (`npm start`) with the owner's area on, each returned once its database is ready.
 * Call at the top level of a test file: any server a test leaves running is stopped after the file.
 */
export function useOwnerServers() {
  const running: RunningServer[] = [];
  /** Stops a server and expects it to exit cleanly. */
  const stop = async (server: RunningServer): Promise<void> => {
    running.splice(running.indexOf(server), 1);
    expect(await server.stop()).toBe(0);
  };
  const stopAll = async (): Promise<void> => {
    for (const server of [...running]) await stop(server);
  };
  afterAll(stopAll);
  const start = async (env: Record<string, string>, build?: ServerBuild): Promise<RunningServer> => {
    const server = await startAppServer({ OWNER_PASSWORD: ownerPassword, ...env }, build);
    running.push(server);
    await expect.poll(() => server.output.some((line) => line.startsWith('Database: ready')), ready).toBe(true);
    return server;
  };
  return { start, stop, stopAll };
}

/** Signs in on /owner with the password, as the owner does, and waits for the dashboard's table. */
export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/owner`);
  await page.getByLabel('Owner password').fill(ownerPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table').first().waitFor();
}
