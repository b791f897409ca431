import { describe, expect, it } from 'vitest';
import { dateModel } from '../../../src/engine/steps/date.ts';
import { emailModel } from '../../../src/engine/steps/email.ts';
import { numberModel } from '../../../src/engine/steps/number.ts';
import { contactEmail, launchDate, messages, REQUIRED, teamCount } from './fixtures.ts';

describe('numberModel', () => {
  it('accepts a number within its bounds and on its step grid', () => {
    expect(numberModel.validate(teamCount, 1, messages)).toBeNull();
    expect(numberModel.validate(teamCount, 500, messages)).toBeNull();
    expect(numberModel.validate({ ...teamCount, step: 0.1, min: 0 }, 0.3, messages)).toBeNull();
  });

  it('says which bound or step an answer breaks (the unit shows beside the box, not in the message)', () => {
    expect(numberModel.validate(teamCount, 0, messages)).toBe('Enter 1 or more.');
    expect(numberModel.validate({ ...teamCount, max: 25_000 }, 30_000, messages)).toBe('Enter 25,000 or less.');
    expect(numberModel.validate(teamCount, 2.5, messages)).toBe('Enter a value in steps of 1, counting from 1.');
    expect(numberModel.validate({ ...teamCount, min: 5, step: 10 }, 20, messages)).toBe(
      'Enter a value in steps of 10, counting from 5.',
    );
  });

  it('takes any finite number without bounds, and nothing else', () => {
    const free = { id: 'n', type: 'number', title: 'N' } as const;
    expect(numberModel.validate(free, -3.75, messages)).toBeNull();
    expect(numberModel.validate(free, undefined, messages)).toBe(REQUIRED);
    expect(numberModel.validate(free, Number.NaN, messages)).toBe(REQUIRED);
    expect(numberModel.validate(free, '12' as unknown as number, messages)).toBe(REQUIRED);
  });

  it('restores any finite number (a draft may be out of bounds) and refuses the rest', () => {
    expect(numberModel.restore(teamCount, 9000)).toEqual({ ok: true, answer: 9000 });
    expect(numberModel.restore(teamCount, Number.POSITIVE_INFINITY)).toEqual({
      ok: false,
      reason: 'it is not a finite number',
    });
    expect(numberModel.restore(teamCount, '12').ok).toBe(false);
    expect(numberModel.restore(teamCount, null).ok).toBe(false);
  });

  it('describes with grouping and unit', () => {
    expect(numberModel.describe(teamCount, 12500)).toBe('12,500 people');
    expect(numberModel.describe({ ...teamCount, unit: undefined }, 0.25)).toBe('0.25');
    expect(numberModel.initialAnswer(teamCount)).toBeUndefined();
  });
});

describe('emailModel', () => {
  it('accepts an address such as name@example.com, spaces around it ignored', () => {
    expect(emailModel.validate(contactEmail, ' ada@example.co.uk ', messages)).toBeNull();
    expect(emailModel.validate(contactEmail, 'first.last+tag@sub.example.com', messages)).toBeNull();
  });

  it('asks for an answer when blank, and for an address when it is not one', () => {
    expect(emailModel.validate(contactEmail, '   ', messages)).toBe(REQUIRED);
    expect(emailModel.validate(contactEmail, undefined, messages)).toBe(REQUIRED);
    for (const wrong of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa_mple.com'])
      expect(emailModel.validate(contactEmail, wrong, messages), wrong).toBe(messages.emailInvalid);
    expect(emailModel.validate(contactEmail, `${'a'.repeat(250)}@example.com`, messages)).toBe(messages.emailInvalid);
  });

  it('restores half-typed text, so a reload keeps it, and describes the address trimmed', () => {
    expect(emailModel.restore(contactEmail, 'ada@')).toEqual({ ok: true, answer: 'ada@' });
    expect(emailModel.restore(contactEmail, 42).ok).toBe(false);
    expect(emailModel.describe(contactEmail, ' ada@example.com ')).toBe('ada@example.com');
  });
});

describe('dateModel', () => {
  it('accepts a real day within its bounds', () => {
    expect(dateModel.validate(launchDate, '2026-01-01', messages)).toBeNull();
    expect(dateModel.validate(launchDate, '2027-12-31', messages)).toBeNull();
    expect(dateModel.validate({ ...launchDate, min: undefined, max: undefined }, '1999-02-28', messages)).toBeNull();
  });

  it('says which bound a date breaks, as a long date', () => {
    expect(dateModel.validate(launchDate, '2025-12-31', messages)).toBe('Choose January 1, 2026 or later.');
    expect(dateModel.validate(launchDate, '2028-01-01', messages)).toBe('Choose December 31, 2027 or earlier.');
  });

  it('treats anything but a real YYYY-MM-DD day as no answer', () => {
    for (const wrong of [undefined, '', '2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 20260101])
      expect(dateModel.validate(launchDate, wrong as string | undefined, messages)).toBe(REQUIRED);
  });

  it('restores a real day even outside the bounds, refuses the rest, and describes it long', () => {
    expect(dateModel.restore(launchDate, '2030-06-15')).toEqual({ ok: true, answer: '2030-06-15' });
    expect(dateModel.restore(launchDate, '2026-02-29')).toEqual({
      ok: false,
      reason: 'it is not a date written YYYY-MM-DD',
    });
    expect(dateModel.describe(launchDate, '2026-03-05')).toBe('March 5, 2026');
  });
});
