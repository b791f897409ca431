// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentKey } from '../../../src/engine/flow/collect.ts';
import type { CompletionReport } from '../../../src/engine/flow/completionWire.ts';
import { ConsentCheckbox } from '../../../src/ui/completion/ConsentCheckbox.tsx';
import { reportCompletion } from '../../../src/ui/completion/reportCompletion.ts';
import { sessionStore } from '../../../src/ui/session/sessionStore.ts';
import { collectContent, feedbackAnswers } from './support/completionsApp.ts';

const feedback = collectContent.flows.find((flow) => flow.id === 'feedback');
const founder = collectContent.flows.find((flow) => flow.id === 'founder');
if (!feedback || !founder) throw new Error('a flow is missing');
const consentText = feedback.collect?.consent ?? '';
const messages = collectContent.app.completionMessages;
const keep = (value: unknown) => ({ ok: true as const, value });

// The notes load with the first report (virtual:content/on-demand), which checks the content once:
// loaded here, under the hook's time limit, not inside the first test's.
beforeAll(async () => {
  await import('virtual:content/on-demand');
}, 60_000);

beforeEach(() => {
  sessionStorage.clear();
  sessionStore()
    .getState()
    .register({
      [consentKey('feedback')]: keep,
      feedbackContact: keep,
      feedbackQuestionnaire: keep,
      companyProfile: keep,
    });
  sessionStore()
    .getState()
    .clearResult([consentKey('feedback'), 'feedbackContact', 'feedbackQuestionnaire']);
  sessionStore().getState().restore(feedbackAnswers);
});
afterEach(cleanup);

/** Answers every completion report with `status` (and a refusal body), recording what was sent. */
function serverAnswers(status: number, body: unknown = {}) {
  const sent: CompletionReport[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string) as CompletionReport);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return sent;
}

describe('the consent checkbox', () => {
  it('starts unticked, is labelled with the consent text, and keeps its state in the session', () => {
    render(<ConsentCheckbox flowId="feedback" label={consentText} />);
    const box = screen.getByRole('checkbox', { name: consentText });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem(consentKey('feedback'))).toBe('true');
    fireEvent.click(box);
    expect(sessionStorage.getItem(consentKey('feedback'))).toBe('false');
  });
});

describe('reporting a completion', () => {
  it('sends no answer while the consent is unticked, and tells the person nothing', async () => {
    const sent = serverAnswers(202, { stored: false });
    expect(await reportCompletion(feedback, 60)).toEqual({ kind: 'none' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ completionId: sent[0]?.completionId, flowId: 'feedback', score: 60 });
  });

  it('sends the flow’s stores with consent once it is ticked, and says they were sent', async () => {
    sessionStore().getState().write(consentKey('feedback'), true);
    const sent = serverAnswers(202, { stored: true });
    expect(await reportCompletion(feedback, 60)).toEqual({ kind: 'sent', message: messages.sent });
    expect(sent[0]).toMatchObject({ flowId: 'feedback', score: 60, consent: true, answers: feedbackAnswers });
  });

  it('never sends answers for a flow that does not collect', async () => {
    const sent = serverAnswers(202, { stored: false });
    await reportCompletion(founder, 80);
    expect(sent[0]).toEqual({ completionId: sent[0]?.completionId, flowId: 'founder', score: 80 });
  });

  it("shows the server's refusal, or the content's message when the server cannot be reached", async () => {
    sessionStore().getState().write(consentKey('feedback'), true);
    serverAnswers(429, { error: { code: 'rate-limited', message: 'Too many submissions.' } });
    expect(await reportCompletion(feedback, undefined)).toEqual({
      kind: 'refused',
      message: 'Too many submissions.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await reportCompletion(feedback, undefined)).toEqual({
      kind: 'refused',
      message: messages.unavailable,
    });
  });
});
