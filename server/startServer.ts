import { getConnInfo } from '@hono/node-server/conninfo';
import type { AddressInfo } from 'node:net';
import type { Content } from '../src/engine/index.ts';
import { modelCheckLine } from './analysis/modelChecks.ts';
import { createServerApp } from './app.ts';
import { startCompletions } from './completions/startCompletions.ts';
import { connectDatabase, databaseDependency } from './db/databaseHandle.ts';
import { databaseSettings } from './db/openDatabase.ts';
import { readLimits } from './config/limits.ts';
import { readLogLevel, stdoutLog } from './http/requestLog.ts';
import { memoryStores, redisStores } from './limits/analysisLimits.ts';
import { clientAddressFrom } from './limits/clientAddress.ts';
import { describeProxyTrust, overHttpsFrom, readProxyTrust } from './http/proxyTrust.ts';
import { serveApp } from './http/serveApp.ts';
import { connectRedis } from './limits/redisClient.ts';
import { boundVendorAnswers } from './analysis/vendorAnswers.ts';
import { ownerPasswordProblem } from './owner/ownerPassword.ts';

export interface StartOptions {
  content: Content;
  clientDir: string;
  env: Readonly<Record<string, string | undefined>>;
}

const defaultPort = 3000;
const defaultHost = '127.0.0.1';

function say(message: string): void {
  process.stdout.write(`${message}\n`);
}

function complain(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * Starts the production server: the built client and the analysis API on one port, limits
 * counted in Redis when REDIS_URL is set. SIGTERM (or Ctrl+C) stops taking requests, lets
 * running analyses finish within the grace period, then aborts the rest and exits.
 */
export function startServer({ content, clientDir, env }: StartOptions): void {
  const limits = readLimits(env);
  const port = env.PORT?.trim() ? Number(env.PORT) : defaultPort;
  const host = env.HOST?.trim() || defaultHost;
  // Not awaited: with Redis down the pages and /healthz still serve, and analyses get a 503 until it is back.
  const redis = env.REDIS_URL?.trim()
    ? connectRedis(env.REDIS_URL.trim(), limits.redisCommandMs, stdoutLog)
    : undefined;
  // Reached and migrated in the background: pages and analyses never wait for it (see connectDatabase).
  const database = connectDatabase({ settings: databaseSettings(env), info: say, problem: complain });
  boundVendorAnswers(limits);
  // Collected answers and webhooks go through the same database; its queue outlives a restart.
  const completions = startCompletions(env, limits, database, complain);
  const connection = (c: Parameters<typeof getConnInfo>[0]) => getConnInfo(c).remote.address;
  const proxyTrust = readProxyTrust(env.TRUST_PROXY);
  const { app, inFlight, analysisMode, checkModels } = createServerApp({
    content: () => content,
    env,
    limits,
    address: clientAddressFrom(connection, proxyTrust),
    stores: redis ? redisStores(redis.client) : memoryStores(),
    dependencies: [...(redis ? [redis.dependency] : []), databaseDependency(database)],
    clientDir,
    log: stdoutLog,
    logLevel: readLogLevel(env),
    database,
    problem: complain,
    overHttps: overHttpsFrom(connection, proxyTrust),
    completions: completions.store,
  });
  const { server } = serveApp(
    { fetch: app.fetch, port, hostname: host, limits, trust: proxyTrust },
    (info: AddressInfo) => {
      say(
        `Listening on http://${info.address}:${info.port} (PORT=${port}, HOST=${host}; defaults ${defaultPort} and ${defaultHost})`,
      );
      say(
        `Analysis: ${analysisMode() === 'server' ? 'on this server' : 'offline analyzer (no GEMINI_API_KEY or OPENAI_API_KEY set)'}`,
      );
      say(`Rate limits: ${redis ? 'shared in Redis (REDIS_URL)' : 'in this process'}`);
      say(`Client addresses: ${describeProxyTrust(proxyTrust)}`);
      say(
        `Connections: at most ${limits.connectionsPerAddress} open per address (LIMIT_CONNECTIONS_PER_ADDRESS); headers within ${limits.headersTimeoutMs / 1000} s, a socket idle ${limits.idleSocketMs / 1000} s closed`,
      );
      const ownerProblem = env.OWNER_PASSWORD ? ownerPasswordProblem(env.OWNER_PASSWORD) : undefined;
      if (ownerProblem) complain(ownerProblem);
      say(
        `Owner's area: ${!env.OWNER_PASSWORD ? 'off (set OWNER_PASSWORD to turn it on)' : ownerProblem ? 'off (OWNER_PASSWORD is too short; see above)' : '/owner (OWNER_PASSWORD is set)'}`,
      );
      // A retired or mistyped model is the operator's to fix: say so now, not on a user's error screen.
      if (analysisMode() === 'server')
        void checkModels().then((reports) =>
          reports.forEach((report, index) => {
            const settings = content.app.providers[index];
            if (settings) say(modelCheckLine(report, settings, content));
          }),
        );
      for (const line of completions.describe()) say(line);
    },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: finishing ${inFlight.count} running analyses (up to ${limits.shutdownGraceMs / 1000} s)`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
    await Promise.race([inFlight.idle(), wait(limits.shutdownGraceMs)]);
    // What is still running is told so (an error event) before its connection closes.
    inFlight.abortAll();
    await inFlight.idle();
    await Promise.race([closed, wait(1000)]);
    server.closeAllConnections();
    redis?.close();
    await completions.stop();
    await database.close().catch((error: unknown) => complain(`database: closing failed: ${String(error)}`));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
