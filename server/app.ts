import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import {
  type AnalysisBackend,
  analysisPath,
  completionsPath,
  type Content,
  createProviders,
  directBackend,
  eventsPath,
  savesPath,
  type Sleep,
  statusPath,
} from '../src/engine/index.ts';
import { analysisRoute } from './analysis/analysisRoute.ts';
import { checkedBody } from './analysis/checkedBody.ts';
import { checkModels, type ModelReport } from './analysis/modelChecks.ts';
import type { Limits } from './config/limits.ts';
import type { DatabaseHandle } from './db/databaseHandle.ts';
import { eventsRoute } from './insights/eventsRoute.ts';
import { noStore, ownerApiPath, ownerRoutes } from './owner/ownerRoutes.ts';
import { ownerPasswordProblem } from './owner/ownerPassword.ts';
import { providerEnv, serverVariableName } from './config/providerEnv.ts';
import { readyzHandler, type Dependency } from './health/readiness.ts';
import { refuse, type AppEnv } from './http/appEnv.ts';
import { requestLog, type LogWriter, type RequestLogLevel } from './http/requestLog.ts';
import { sameOriginOnly } from './http/sameOrigin.ts';
import { inlineScriptHashes } from './http/inlineScripts.ts';
import { withSecurityHeaders } from './http/securityHeaders.ts';
import { isAppRoute } from './http/appRoutes.ts';
import { mountClient } from './http/staticFiles.ts';
import { analysisLimits, memoryStores, type LimitStores } from './limits/analysisLimits.ts';
import { completionLimit } from './limits/completionLimit.ts';
import { checkCompletion } from './completions/checkCompletion.ts';
import { completionRoute, type CompletionStore } from './completions/completionRoute.ts';
import { checkAnalysisRequest } from './analysis/checkAnalysisRequest.ts';
import type { ClientAddress } from './limits/clientAddress.ts';
import { savesRoute } from './saves/savesRoute.ts';

export interface ServerOptions {
  /** The checked content; a function so the dev server can hand over an edited one. */
  content: () => Content;
  /** The server's environment: provider keys, models and base URLs (without the VITE_ prefix). */
  env: Readonly<Record<string, string | undefined>>;
  limits: Limits;
  address: ClientAddress;
  /** Rate-limit counters; in this process unless given (e.g. Redis). */
  stores?: LimitStores;
  /** What /readyz checks (Redis, a database), one entry each. */
  dependencies?: readonly Dependency[];
  /** The built client to serve; the dev server leaves this to Vite. */
  clientDir?: string;
  log?: LogWriter;
  /** `debug` also logs each client file sent (LOG_LEVEL); `info` by default. */
  logLevel?: RequestLogLevel;
  now?: () => number;
  /** The retry back-off's wait; tests pass one that returns at once. */
  sleep?: Sleep;
  /** Where events and owner sessions are kept; without one, events are refused (503). */
  database?: DatabaseHandle;
  /** Lines about dropped data (the server writes them to stderr). */
  problem?: (line: string) => void;
  /** Whether the visitor used HTTPS (the URL's scheme, or a trusted proxy's X-Forwarded-Proto; see proxyTrust.ts). */
  overHttps?: (c: Context) => boolean;
  /** Where completions go (collected answers, the webhook queue); without it, /api/completions answers 503. */
  completions?: CompletionStore;
}

/** A database that is never there, for a server started without one. */
const noDatabase: DatabaseHandle = {
  current: () => undefined,
  check: () => Promise.resolve({ ok: false, reason: 'no database configured' }),
  firstAttempt: Promise.resolve(),
  // Never there: whatever waits for it waits for good.
  ready: new Promise(() => undefined),
  close: () => Promise.resolve(),
};

/** The server's providers: the content's list, each attempt held to the server's own time limit. */
function serverBackend(options: ServerOptions): () => AnalysisBackend {
  let cached: { for: Content; backend: AnalysisBackend } | undefined;
  return () => {
    const content = options.content();
    if (cached?.for === content) return cached.backend;
    const providers = content.app.providers.map((provider) => ({
      ...provider,
      timeoutMs: Math.min(provider.timeoutMs, options.limits.vendorAttemptMs),
    }));
    const backend = directBackend({
      providers,
      env: providerEnv(options.env, providers),
      setup: { messages: content.app.serverMessages, variableName: serverVariableName },
      ...(options.sleep ? { sleep: options.sleep } : {}),
    });
    cached = { for: content, backend };
    return backend;
  };
}

/** 'server' when any provider has a key in the server's environment, else 'offline'. */
function analysisMode(options: ServerOptions): 'server' | 'offline' {
  const { providers } = options.content().app;
  return createProviders(providers, providerEnv(options.env, providers), 1).length > 0 ? 'server' : 'offline';
}

/**
 * The app's server as a fetch-style Hono app: the analysis API, health check, security headers,
 * one log line per request and, in production, the built client.
 */
export function createServerApp(options: ServerOptions) {
  const { limits, content } = options;
  const now = options.now ?? Date.now;
  const messages = () => content().app.serverMessages;
  const app = new Hono<AppEnv>();
  app.use('*', requestId({ limitLength: 64 }));
  if (options.log) app.use('*', requestLog(options.log, now, options.logLevel));
  const overHttps = options.overHttps ?? ((c: Context) => new URL(c.req.url).protocol === 'https:');
  app.use('*', withSecurityHeaders(options.clientDir ? inlineScriptHashes(options.clientDir) : [], overHttps));

  // Liveness: the process answers; it asks no dependency, so a Redis outage never restarts it.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', readyzHandler(options.dependencies ?? [], limits.readinessCheckMs));
  // Filled once checkModels has asked the vendors (at start); until then, and in tests, empty.
  let models: ModelReport[] = [];
  app.get(statusPath, (c) => c.json({ mode: analysisMode(options), models }));

  const stores = options.stores ?? memoryStores();
  const limitedBody = () =>
    bodyLimit({
      maxSize: limits.bodyBytes,
      onError: (c: Context<AppEnv>) => refuse(c, 413, 'too-large', messages().tooLarge),
    });
  const limitsMiddleware = analysisLimits({
    limits,
    stores,
    address: options.address,
    messages,
    now,
  });
  const route = analysisRoute({
    content,
    backend: serverBackend(options),
    limits,
    settle: limitsMiddleware.settle,
    now,
    log: options.log,
  });
  app.post(
    analysisPath,
    sameOriginOnly(() => messages().forbidden),
    limitedBody(),
    checkedBody(content, checkAnalysisRequest, 'checked', (current) => current.app.serverMessages.invalidRequest),
    // No key on this server: the browser runs its offline analyzer (before any limit counts).
    async (c, next) => (analysisMode(options) === 'server' ? next() : refuse(c, 503, 'offline', messages().atCapacity)),
    ...limitsMiddleware.middleware,
    route.handler,
  );
  // What the routes that keep rows (events, saved answers) need: the database and the limits.
  const databaseRoute = {
    content,
    database: options.database ?? noDatabase,
    limits,
    stores,
    address: options.address,
    now,
    problem: options.problem ?? (() => undefined),
  };
  app.route(eventsPath, eventsRoute(databaseRoute));
  // The owner's area exists only with OWNER_PASSWORD; without it, its page and API are not found
  // (its page is then no route of the app: mountClient answers it with the page not found).
  // A password too short to resist guessing keeps it closed (startServer says why).
  const ownerPassword = options.env.OWNER_PASSWORD;
  const ownerOpen =
    ownerPassword !== undefined && ownerPassword !== '' && ownerPasswordProblem(ownerPassword) === undefined;
  if (ownerOpen) {
    // The owner's page holds no data itself, but nothing of the owner's area is kept in a cache.
    app.use('/owner', noStore);
    app.use('/owner/*', noStore);
    app.route(
      ownerApiPath,
      ownerRoutes({
        password: ownerPassword,
        content,
        database: options.database ?? noDatabase,
        limits,
        stores,
        address: options.address,
        overHttps,
        now,
      }),
    );
  }
  // A finished flow: its consented answers stored, its webhook queued (server/completions/).
  const completionMessages = () => content().app.completionMessages;
  app.post(
    completionsPath,
    sameOriginOnly(() => messages().forbidden),
    limitedBody(),
    checkedBody(content, checkCompletion, 'completion', (current) => current.app.completionMessages.invalid),
    completionLimit({ limits, store: stores.completions, address: options.address, messages: completionMessages, now }),
    completionRoute({
      store: options.completions,
      messages: completionMessages,
      now,
      warn: options.problem ?? (() => undefined),
    }),
  );
  // Save and continue later: sealed answers only, never a key (server/saves/).
  app.route(savesPath, savesRoute(databaseRoute));
  app.all('/api/*', (c) => refuse(c, 404, 'not-found', `No API at ${c.req.path}`));

  if (options.clientDir)
    mountClient(app, options.clientDir, {
      languages: () => content().languages,
      isAppRoute: (route) => isAppRoute(content(), ownerOpen, route),
    });
  return {
    app,
    inFlight: route.inFlight,
    analysisMode: () => analysisMode(options),
    /** Asks each keyed provider whether its model exists; /api/status reports the answers from then on. */
    checkModels: async () => {
      models = await checkModels(content(), options.env, limits.vendorAttemptMs);
      return models;
    },
  };
}
