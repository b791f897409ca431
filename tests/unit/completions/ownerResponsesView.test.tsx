// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerCompletionRoutes } from '../../../server/completions/ownerCompletionRoutes.ts';
import { recordCompletion } from '../../../server/completions/recordCompletion.ts';
import type { Database } from '../../../server/db/schema.ts';
import type { Content } from '../../../src/engine/content/types.ts';
import type { AppEnv } from '../../../server/http/appEnv.ts';
import { CollectedResponses } from '../../../src/ui/owner/CollectedResponses.tsx';
import { WebhookDeliveries } from '../../../src/ui/owner/WebhookDeliveries.tsx';
import { collectContent, feedbackAnswers } from './support/completionsApp.ts';
import { unreachableDb, completionsDbForFile } from './support/completionsDb.ts';

const feedback = collectContent.flows.find((flow) => flow.id === 'feedback');
if (!feedback) throw new Error('the fixture flow is missing');

const data = completionsDbForFile();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The owner's pages talk to the real routes, signed in, on `database`; the browser's fetch goes to them. */
function serveOwnerApi(database: Kysely<Database> | undefined, content: Content = collectContent) {
  const signedIn: MiddlewareHandler<AppEnv> = (_c, next) => next();
  const owner = new Hono<AppEnv>();
  ownerCompletionRoutes(owner, signedIn, { content: () => content, db: () => database, now: Date.now });
  const app = new Hono<AppEnv>().route('/api/owner', owner);
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
    app.request(path, {
      ...init,
      headers: { host: 'app.test', origin: 'http://app.test', 'sec-fetch-site': 'same-origin' },
    }),
  );
}

describe("the owner's collected responses and webhook deliveries", () => {
  it('lists a response with its answers as text, offers the CSV, and deletes it', async () => {
    const note = '<img src=x onerror=alert(1)>';
    await recordCompletion(
      data.db,
      {
        flow: feedback,
        completionId: crypto.randomUUID(),
        score: 70,
        answers: { ...feedbackAnswers, feedbackContact: { name: note, email: 'x\u202Eevil.exe@example.com' } },
      },
      new Date('2026-11-24T10:00:00Z'),
      true,
    );
    serveOwnerApi(data.db);
    render(<CollectedResponses flowId="feedback" flowTitle="Feedback" />);
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByText('70')).toBeTruthy();
    // What a person typed is shown as text, never as markup.
    expect(within(row as HTMLElement).getByText((text) => text.includes(note))).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    // Finding 8: each stored answer isolated, and the override written out, so it cannot rewrite
    // the text beside it (it showed 'x@example.comexe.live').
    expect([...(row as HTMLElement).querySelectorAll('dd > bdi')].map((bdi) => bdi.textContent)).toEqual([
      note,
      'x[U+202E]evil.exe@example.com',
      'Very useful',
      'Clear next steps and a kind advisor.',
    ]);
    // Finding 10: the details read as question and chosen label, the stored code beside it.
    expect([...(row as HTMLElement).querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Your name',
      'Your email',
      'Overall',
      'Comment',
    ]);
    expect(within(row as HTMLElement).getByText('Very useful').parentElement?.textContent).toBe(
      'Very useful (stored as very)',
    );
    expect(screen.getByRole('link', { name: 'Download all as CSV' }).getAttribute('href')).toBe(
      '/api/owner/responses.csv?flow=feedback',
    );
    expect(screen.getByRole('link', { name: 'CSV with stored codes' }).getAttribute('href')).toBe(
      '/api/owner/responses.csv?flow=feedback&values=codes',
    );

    // Finding 10: one click deleted it. Now the first click asks; Keep it keeps it.
    fireEvent.click(screen.getByRole('button', { name: /^Delete the response received/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Delete the response received/ }));
    const question = screen.getByRole('group', { name: /^Delete the response received .*\?$/ });
    expect(document.activeElement?.textContent).toBe('Keep it');
    // jsdom has no layout, so colour contrast is left out.
    const { violations } = await axe.run(table, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('No responses yet.')).toBeTruthy();

    render(<WebhookDeliveries flowTitles={new Map([['feedback', 'Share Feedback']])} />);
    const log = await screen.findByRole('region', { name: 'Webhook deliveries table' });
    // The owner reads the flow by its title, as in the flow picker.
    expect(within(log).getByText('Share Feedback')).toBeTruthy();
    expect(within(log).getByText('cancelled')).toBeTruthy();
    expect(within(log).getByText('not tried yet')).toBeTruthy();
  });

  it('says when a flow collects nothing, and shows the server’s message when the database is away', async () => {
    const { collect: _collect, ...notCollecting } = feedback;
    serveOwnerApi(data.db, { ...collectContent, flows: [notCollecting] });
    render(<CollectedResponses flowId="feedback" flowTitle="Feedback" />);
    expect(await screen.findByText(/^Feedback does not collect answers/)).toBeTruthy();
    cleanup();

    serveOwnerApi(data.db);
    render(<CollectedResponses flowId="other" flowTitle="Other" />);
    expect((await screen.findByRole('alert')).textContent).toBe('flow names no flow of this app.');
    cleanup();

    const broken = unreachableDb();
    serveOwnerApi(broken);
    render(<CollectedResponses flowId="feedback" flowTitle="Feedback" />);
    render(<WebhookDeliveries flowTitles={new Map()} />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The database cannot be reached; try again in a minute.',
      'The database cannot be reached; try again in a minute.',
    ]);
    await broken.destroy();
  });
});
