import { parentPort, workerData } from 'node:worker_threads';
import { memoryStorage } from '../../engine/store/safeStorage.ts';
import { renderRoute } from './renderRoute.tsx';

/** One route to prerender and the session it is rendered with. */
export interface PrerenderJob {
  route: string;
  slots: Record<string, unknown>;
}

/**
 * Renders one route in a worker of its own (tools/vite/prerender), so each route starts from a
 * fresh module graph: its own answers store, read from the session it was given.
 */
const { route, slots } = workerData as PrerenderJob;
const storage = memoryStorage();
for (const [key, value] of Object.entries(slots)) storage.setItem(key, JSON.stringify(value));
Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
parentPort?.postMessage(await renderRoute(route));
