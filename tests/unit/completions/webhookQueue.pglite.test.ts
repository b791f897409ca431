import { completionsDb } from './support/completionsDb.ts';
import { webhookQueueSuite } from './support/webhookQueueSuite.ts';

// One PGlite is one process's database: a second instance's connection is the same one.
webhookQueueSuite('PGlite', { open: completionsDb, another: (db) => db });
