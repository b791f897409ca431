import type { Context } from 'hono';
import { refuse, type AppEnv } from './appEnv.ts';

/** The owner's answer while the database cannot be reached (their pages say it and keep what they show). */
export const databaseUnavailable = (c: Context<AppEnv>) =>
  refuse(c, 503, 'unavailable', 'The database cannot be reached; try again in a minute.');
