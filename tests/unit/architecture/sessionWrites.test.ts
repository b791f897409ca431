/**
 * The session rules live in the engine (src/engine/store/sessionActions.ts): views call the named
 * actions and never write or clear store slots themselves.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceGraph } from './sourceGraph.ts';

const graph = new SourceGraph(join(import.meta.dirname, '../../..'), 'src/ui');
const rawWrite = /getState\(\)\s*\.\s*(write|clear)\s*\(/;

describe('views and the session store', () => {
  it('no view writes or clears a slot directly', () => {
    const views = [...graph.modules.values()];
    expect(views.length).toBeGreaterThan(0);
    expect(views.filter((view) => rawWrite.test(view.text)).map((view) => view.file)).toEqual([]);
  });
});
