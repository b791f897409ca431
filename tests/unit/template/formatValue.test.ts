import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/engine/template/formatValue.ts';

describe('formatValue: how a value reads in a prompt or an email', () => {
  it.each([
    ['nothing', undefined, ''],
    ['null', null, ''],
    ['text as it is', 'Churn alerts', 'Churn alerts'],
    ['a number', 42, '42'],
    ['a non-finite number as nothing', Number.NaN, ''],
    ['yes', true, 'Yes'],
    ['no', false, 'No'],
    ['a date in ISO form', new Date('2026-01-02T03:04:05Z'), '2026-01-02T03:04:05.000Z'],
    ['an invalid date as nothing', new Date('not a date'), ''],
    ['a list, blanks left out', ['SaaS', '', null, 'E-commerce'], 'SaaS, E-commerce'],
    ['a range with grouped figures', { min: 100000, max: 2000000 }, '100,000 to 2,000,000'],
    ['an object field by field', { teamSize: 3, hasRevenue: true }, 'Team Size: 3\nHas Revenue: Yes'],
    ['an object with more than min and max field by field', { min: 1, max: 2, unit: 'x' }, 'Min: 1\nMax: 2\nUnit: x'],
    ['a bigint', 12n, '12'],
    ['a function as nothing', () => 'x', ''],
  ])('%s', (_case, value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});
