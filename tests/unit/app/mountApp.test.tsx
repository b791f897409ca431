// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from '../../../src/ui/app/mountApp.ts';
import { gateMarks } from '../../../src/ui/prerender/gate.ts';

const app = <p id="screen">Acquisition Criteria</p>;

/** A controlled form that shows what the app holds. */
function Profile() {
  const [name, setName] = useState('');
  const [plan, setPlan] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="">Choose</option>
        <option value="solo">Solo</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <output>{JSON.stringify({ name, plan, agreed })}</output>
    </form>
  );
}

describe('mountApp', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root') as HTMLElement;
    document.documentElement.removeAttribute(gateMarks.stale);
  });

  it('hydrates a prerendered screen the gate kept: the painted elements stay and come alive', async () => {
    root.innerHTML = renderToString(app);
    const painted = root.querySelector('#screen');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountApp(root, app);
    await vi.waitFor(() => expect(Object.keys(painted ?? {}).some((key) => key.startsWith('__react'))).toBe(true));
    expect(root.querySelector('#screen')).toBe(painted);
    expect(errors).not.toHaveBeenCalled();
  });

  it('clears a stale prerender and its mark, and renders the screen afresh', async () => {
    root.innerHTML = '<p id="other">Step 1</p>';
    document.documentElement.setAttribute(gateMarks.stale, '');
    mountApp(root, app);
    expect(root.querySelector('#other')).toBeNull();
    expect(document.documentElement.hasAttribute(gateMarks.stale)).toBe(false);
    await vi.waitFor(() => expect(root.textContent).toBe('Acquisition Criteria'));
  });

  it('renders into an empty root (a page the build did not prerender)', async () => {
    mountApp(root, app);
    await vi.waitFor(() => expect(root.textContent).toBe('Acquisition Criteria'));
  });

  it('hands the app what the visitor typed, chose and ticked before the form hydrated, before and after the app started', async () => {
    root.innerHTML = renderToString(<Profile />);
    const name = root.querySelector('input:not([type])') as HTMLInputElement;
    const plan = root.querySelector('select') as HTMLSelectElement;
    const agreed = root.querySelector('input[type=checkbox]') as HTMLInputElement;
    name.value = 'Ada';
    mountApp(root, <Profile />);
    // Hydration has started but not reached the form: these too are done before React listens.
    fireEvent.change(plan, { target: { value: 'solo' } });
    fireEvent.click(agreed);
    await vi.waitFor(() =>
      expect(root.querySelector('output')?.textContent).toBe(
        JSON.stringify({ name: 'Ada', plan: 'solo', agreed: true }),
      ),
    );
    expect([name.value, plan.value, agreed.checked]).toEqual(['Ada', 'solo', true]);
  });
});
