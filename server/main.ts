// The production server's entry: `npm start` builds it (with the checked content built in) and runs it.
import content from 'virtual:content';
import { resolve } from 'node:path';
import { loadDotEnv } from './config/loadDotEnv.ts';
import { startServer } from './startServer.ts';

loadDotEnv();
startServer({ content, clientDir: resolve(import.meta.dirname, '../dist'), env: process.env });
