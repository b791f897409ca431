/** The line under a result's title and on its printed page: for whom and on which day (#36 item 8). */
import { describe, expect, it } from 'vitest';
import { preparedLine } from '../../../src/ui/results/preparedLine.ts';

const texts = { label: 'Print it', preparedFor: 'For {name}, {date}', preparedOn: 'Made {date}' };
const day = new Date('2026-11-28T09:00:00Z');

describe('preparedLine', () => {
  it('names the stored answer the view points at, with the day as a long date', () => {
    const stores = { companyProfile: { companyName: '  Acme Labs ' } };
    expect(preparedLine(texts, { printedFor: 'companyProfile.companyName' }, stores, day, 'en-US')).toBe(
      'For Acme Labs, November 28, 2026',
    );
    expect(preparedLine(texts, { printedFor: 'companyProfile.companyName' }, stores, day, 'es')).toBe(
      'For Acme Labs, 28 de noviembre de 2026',
    );
  });

  it('gives the day alone without a name to show', () => {
    expect(preparedLine(texts, {}, {}, day, 'en-US')).toBe('Made November 28, 2026');
    expect(
      preparedLine(texts, { printedFor: 'buyerProfile.fullName' }, { buyerProfile: { fullName: ' ' } }, day, 'en-US'),
    ).toBe('Made November 28, 2026');
    expect(preparedLine(texts, { printedFor: 'buyerProfile.fullName' }, {}, day, 'en-US')).toBe(
      'Made November 28, 2026',
    );
  });
});
