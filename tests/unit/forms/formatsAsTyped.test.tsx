// @vitest-environment jsdom
/**
 * `format: uri` and `format: date` behave as their inputs promise (#27 item 5): a wrong value
 * shows the content's message once the person leaves the field, stays current as they type, and
 * keeps Submit disabled until it is right.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { renderForm } from './renderForm.tsx';

afterEach(cleanup);

const form = {
  id: 'launch-links',
  kind: 'form',
  schema: {
    type: 'object',
    required: ['website', 'launchDate'],
    properties: {
      website: { type: 'string', title: 'Website', format: 'uri' },
      launchDate: { type: 'string', title: 'Launch date', format: 'date' },
      announcement: { type: 'string', title: 'Announcement date (as text)', format: 'date' },
    },
  },
  uiSchema: {
    website: { 'ui:messages': { format: 'Enter the full address, such as https://example.com.' } },
    announcement: { 'ui:widget': 'text' },
  },
} as unknown as FormContent;

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });

describe('formats checked as a person types and leaves the field', () => {
  it('a web address: the field message after leaving, live while typing, Submit disabled until right', async () => {
    renderForm({ form });
    expect(field(/^Website/).type).toBe('url');
    expect(field(/^Launch date/).type).toBe('date');
    fireEvent.change(field(/^Launch date/), { target: { value: '2026-03-01' } });
    fireEvent.change(field(/^Website/), { target: { value: 'example' } });
    // Not yet: the person is still typing.
    expect(screen.queryByText('Enter the full address, such as https://example.com.')).toBeNull();
    fireEvent.blur(field(/^Website/));
    await screen.findByText('Enter the full address, such as https://example.com.');
    expect(submit().disabled).toBe(true);
    fireEvent.change(field(/^Website/), { target: { value: 'https://example.com' } });
    await waitFor(() => expect(screen.queryByText(/Enter the full address/)).toBeNull());
    expect(submit().disabled).toBe(false);
  });

  it("a date typed as text: the app's format message (messages.format), Submit disabled", async () => {
    renderForm({ form });
    fireEvent.change(field(/^Website/), { target: { value: 'https://example.com' } });
    fireEvent.change(field(/^Launch date/), { target: { value: '2026-03-01' } });
    fireEvent.change(field(/^Announcement date/), { target: { value: '1 March' } });
    fireEvent.blur(field(/^Announcement date/));
    await screen.findByText('Enter a valid date.');
    expect(submit().disabled).toBe(true);
    fireEvent.change(field(/^Announcement date/), { target: { value: '2026-02-14' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
  });
});
