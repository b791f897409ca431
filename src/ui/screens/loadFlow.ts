import { flows } from 'virtual:content/loaders';
import shell from 'virtual:content/shell';
import type { ScreenContent } from '../../engine/content/types.ts';

const loading = new Map<string, Promise<ScreenContent>>();

/**
 * Loads one flow's content (virtual:content/flow/<id>) once, and registers its build-compiled
 * validators with the engine. Both arrive as chunks requested together, keeping the store and
 * the step models off the entry (npm run size).
 */
export function loadFlow(flowId: string): Promise<ScreenContent> {
  let promise = loading.get(flowId);
  if (!promise) {
    const load = flows[flowId];
    if (!load) throw new Error(`No flow "${flowId}" in the content`);
    promise = Promise.all([load(), import('./registerFlow.ts')]).then(([flowModule, { registerFlow }]) => {
      // The language and the app's shared texts come from the shell every page has, the rest with the flow.
      const content: ScreenContent = {
        ...flowModule.content,
        language: shell.language,
        languages: shell.languages,
        app: { ...shell.app, ...flowModule.content.app },
      };
      registerFlow(content, flowModule.validators);
      return content;
    });
    promise.catch(() => loading.delete(flowId));
    loading.set(flowId, promise);
  }
  return promise;
}
