// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateMarks } from '../../../src/ui/prerender/gate.ts';
import { markStaleUnlessGuardsPass } from '../../../src/ui/app/prerenderGuards.ts';
import type { LoadedScreen } from '../../../src/ui/screens/ScreenRoute.tsx';
import { withScreen } from '../../../src/ui/screens/withScreen.tsx';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { sessionStore } from '../../../src/ui/session/sessionStore.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent();
const store = sessionStore().getState();
store.register(slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms));
// /buyer-questions: guarded by a stored buyer profile with an email.
const questionnaire: Promise<LoadedScreen> = Promise.resolve({
  View: withScreen('questionnaire', () => null),
  props: { flowId: 'buyer', screenId: 'criteria', content },
});
const page = document.documentElement;
const prerendered = () => {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Asking Price Range</h1></main>';
  return root;
};
const stale = () => page.hasAttribute(gateMarks.stale);

beforeEach(() => store.clear(Object.keys(store.slots)));
afterEach(() => page.removeAttribute(gateMarks.stale));

describe('a prerendered screen whose guards fail once its validators have loaded', () => {
  it('is marked stale, so the app renders afresh and redirects instead of hydrating it', async () => {
    await markStaleUnlessGuardsPass(prerendered(), questionnaire);
    expect(stale()).toBe(true);
  });

  it('is hydrated when the guards pass', async () => {
    store.submitForm('buyerProfile', { email: 'alex@example.com' });
    await markStaleUnlessGuardsPass(prerendered(), questionnaire);
    expect(stale()).toBe(false);
  });

  it('is left alone when there is nothing to hydrate, no flow screen, or the screen failed to load', async () => {
    await markStaleUnlessGuardsPass(document.createElement('div'), questionnaire);
    await markStaleUnlessGuardsPass(prerendered(), undefined);
    await markStaleUnlessGuardsPass(prerendered(), Promise.reject(new Error('chunk failed')));
    expect(stale()).toBe(false);
  });
});
