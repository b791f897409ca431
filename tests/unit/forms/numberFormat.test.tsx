// @vitest-environment jsdom
/**
 * A form's number field in the app's number vocabulary (`"ui:options": { "format": … }`): its sign
 * beside the box, the number as it reads under it once it has thousands, the number itself stored.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { renderForm } from './renderForm.tsx';

afterEach(cleanup);

const form = {
  id: 'funding',
  kind: 'form',
  schema: {
    type: 'object',
    required: ['revenue'],
    properties: {
      revenue: { type: 'number', title: 'Annual revenue', minimum: 0 },
      margin: { type: 'number', title: 'Margin' },
      seats: { type: 'integer', title: 'Seats' },
    },
  },
  uiSchema: {
    revenue: { 'ui:options': { format: 'currency' } },
    margin: { 'ui:format': 'percent' },
  },
} as unknown as FormContent;

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('a number field with a format', () => {
  it('shows its sign beside the box, described by it, and the number as it reads once it has thousands', async () => {
    renderForm({ form });
    const revenue = box(/^Annual revenue/);
    expect(screen.getByText('$').id).not.toBe('');
    expect(revenue.getAttribute('aria-describedby')).toContain(screen.getByText('$').id);
    expect(screen.getByText('%')).toBeTruthy();
    fireEvent.change(revenue, { target: { value: '999' } });
    expect(screen.queryByTestId('number-reading')).toBeNull();
    fireEvent.change(revenue, { target: { value: '300000' } });
    const reading = await screen.findByTestId('number-reading');
    expect(reading.textContent).toBe('$300,000');
    expect(revenue.getAttribute('aria-describedby')).toContain(reading.id);
  });

  it('stores the number typed, not its reading', async () => {
    const { submitted } = renderForm({ form });
    fireEvent.change(box(/^Annual revenue/), { target: { value: '300000' } });
    fireEvent.change(box(/^Margin/), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ revenue: 300000, margin: 12.5 });
  });

  it('leaves a number field without a format as it was: no sign, no reading', () => {
    renderForm({ form });
    fireEvent.change(box(/^Seats/), { target: { value: '25000' } });
    expect(screen.queryByTestId('number-reading')).toBeNull();
    expect(box(/^Seats/).getAttribute('aria-describedby') ?? '').not.toContain('prefix');
  });
});
