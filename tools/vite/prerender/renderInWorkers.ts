import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedRoute } from '../../../src/ui/prerender/renderRoute.tsx';
import type { PrerenderJob } from '../../../src/ui/prerender/worker.ts';

/** Renders one job in a fresh worker: its own module graph, so no answers store is shared. */
function renderInWorker(workerFile: string, job: PrerenderJob): Promise<RenderedRoute> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: job });
    let rendered: RenderedRoute | undefined;
    worker.once('message', (message: RenderedRoute) => (rendered = message));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      rendered === undefined
        ? reject(new Error(`prerender of ${job.route}: the worker exited with code ${String(code)} and no markup`))
        : resolve(rendered),
    );
  });
}

/** Each job's rendering, in the jobs' order, a few at a time. */
export async function renderInWorkers(workerFile: string, jobs: readonly PrerenderJob[]): Promise<RenderedRoute[]> {
  const results = new Array<RenderedRoute>(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      if (job) results[index] = await renderInWorker(workerFile, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, lane));
  return results;
}
