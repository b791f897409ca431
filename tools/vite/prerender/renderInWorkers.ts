import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PrerenderJob } from '../../../src/ui/prerender/worker.ts';

/** Renders one job in a fresh worker: its own module graph, so no answers store is shared. */
function renderInWorker(workerFile: string, job: PrerenderJob): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: job });
    let markup: string | undefined;
    worker.once('message', (message: unknown) => (markup = String(message)));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      markup === undefined
        ? reject(new Error(`prerender of ${job.route}: the worker exited with code ${String(code)} and no markup`))
        : resolve(markup),
    );
  });
}

/** Each job's markup, in the jobs' order, rendered a few at a time. */
export async function renderInWorkers(workerFile: string, jobs: readonly PrerenderJob[]): Promise<string[]> {
  const results: string[] = new Array<string>(jobs.length);
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
