import type { FlowContent, Screen } from '../../engine/content/types.ts';
import { readUrlParams } from '../../engine/params/urlParams.ts';
import { sessionStore } from './sessionStore.ts';

/**
 * Reads the flow's declared URL parameters when its first screen opens from an address that
 * carries any: the ones that keep their declaration replace those kept before (the newest link is
 * where the person came from), the others are dropped with a warning. An address that carries
 * none of them, or only refused ones, keeps what is kept, so a reload or a link without them
 * loses nothing.
 */
export function keepEntryParams(flow: FlowContent, screen: Screen, search: string): void {
  if (!flow.params || flow.screens[0]?.id !== screen.id) return;
  const read = readUrlParams(flow.params, search);
  if (!read) return;
  for (const problem of read.problems) console.warn(`Ignored ${problem}.`);
  if (Object.keys(read.params).length > 0) sessionStore().getState().recordParams(flow.id, read.params);
}
