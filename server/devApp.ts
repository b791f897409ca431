// The same app for `npm run dev`: Vite loads this module (ssrLoadModule) and hands it the API's requests.
import { getConnInfo } from '@hono/node-server/conninfo';
import content from 'virtual:content';
import { createServerApp } from './app.ts';
import { loadDotEnv } from './config/loadDotEnv.ts';
import { readLimits } from './config/limits.ts';
import { stdoutLog } from './http/requestLog.ts';
import { clientAddressFrom } from './limits/clientAddress.ts';

loadDotEnv();

export const { app } = createServerApp({
  content: () => content,
  env: process.env,
  limits: readLimits(process.env),
  address: clientAddressFrom((c) => getConnInfo(c).remote.address, { kind: 'none' }),
  log: stdoutLog,
});
