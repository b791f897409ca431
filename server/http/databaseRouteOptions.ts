import type { Content } from '../../src/engine/index.ts';
import type { Limits } from '../config/limits.ts';
import type { DatabaseHandle } from '../db/databaseHandle.ts';
import type { LimitStores } from '../limits/analysisLimits.ts';
import type { ClientAddress } from '../limits/clientAddress.ts';

/** What a route that writes to the database gets from the app (the events and the saved answers). */
export interface DatabaseRouteOptions {
  content: () => Content;
  database: DatabaseHandle;
  limits: Limits;
  stores: LimitStores;
  address: ClientAddress;
  now: () => number;
  /** One line when a request's database work fails or a batch is dropped (the server writes it to stderr). */
  problem: (line: string) => void;
}
