import { describe, expect, it } from 'vitest';
import {
  formatAsTyped,
  formatNumberAs,
  fractionDigitsOf,
  isNumberFormat,
  numberAdornment,
  numberFormats,
  numberReading,
} from '../../../src/engine/formats/numberFormats.ts';
import { numberModel } from '../../../src/engine/steps/number.ts';
import { templateFilters } from '../../../src/engine/template/filters/index.ts';
import { renderTemplate } from '../../../src/engine/template/renderTemplate.ts';
import { messages } from '../steps/fixtures.ts';

describe('the number formats', () => {
  it('are the four the content language declares', () => {
    expect(numberFormats).toEqual(['number', 'currency', 'percent', 'multiple']);
    expect(numberFormats.every(isNumberFormat)).toBe(true);
    for (const other of ['dollars', 'Currency', '', 3, undefined, 'toString'])
      expect(isNumberFormat(other)).toBe(false);
  });

  it.each([
    ['number', 12500, '12,500'],
    ['number', 12500.456, '12,500.46'],
    ['number', -3.5, '-3.5'],
    ['currency', 300000, '$300,000'],
    ['currency', 1250.5, '$1,250.50'],
    ['currency', 0.5, '$0.50'],
    ['currency', -20, '-$20'],
    ['percent', 12.5, '12.5%'],
    ['percent', 100, '100%'],
    ['percent', 0.25, '0.25%'],
    ['multiple', 3.5, '3.5x'],
    ['multiple', 1200, '1,200x'],
  ] as const)('%s writes %d as %s', (format, value, written) => {
    expect(formatNumberAs(value, format)).toBe(written);
  });

  it('writes nothing for what is no number', () => {
    expect(formatNumberAs(Number.NaN, 'currency')).toBe('');
    expect(formatNumberAs(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('keeps every digit typed when asked, and two for a computed value', () => {
    expect(formatNumberAs(1 / 3)).toBe('0.33');
    expect(formatAsTyped(0.125, 'number')).toBe('0.125');
    expect(formatAsTyped(1234.5678, 'currency')).toBe('$1,234.5678');
    expect(fractionDigitsOf(0.25)).toBe(2);
    expect(fractionDigitsOf(1e-7)).toBe(7);
    expect(fractionDigitsOf(1200)).toBe(0);
    expect(fractionDigitsOf(undefined)).toBe(0);
  });

  it('puts $ before a currency box, % or x after a percent or multiple box, nothing beside a plain one', () => {
    expect(numberAdornment('currency')).toEqual({ prefix: '$' });
    expect(numberAdornment('percent')).toEqual({ suffix: '%' });
    expect(numberAdornment('multiple')).toEqual({ suffix: 'x' });
    expect(numberAdornment('number')).toEqual({});
    expect(numberAdornment(undefined)).toEqual({});
  });

  it('reads a typed number back once it has thousands to group, and only with a format', () => {
    expect(numberReading(300000, 'currency')).toBe('$300,000');
    expect(numberReading(-2500, 'number')).toBe('-2,500');
    expect(numberReading(999, 'currency')).toBeUndefined();
    expect(numberReading(300000, undefined)).toBeUndefined();
    expect(numberReading(undefined, 'currency')).toBeUndefined();
  });
});

describe('a number step in a format', () => {
  const revenue = { id: 'revenue', type: 'number', title: 'Revenue', format: 'currency', min: 1000 } as const;

  it('is described in its format for prompts and emails, a unit after it', () => {
    expect(numberModel.describe(revenue, 300000)).toBe('$300,000');
    expect(numberModel.describe({ ...revenue, format: 'percent', unit: 'of sales' }, 12.5)).toBe('12.5% of sales');
    expect(numberModel.describe({ ...revenue, format: undefined }, 300000)).toBe('300,000');
  });

  it('words its bounds in its format', () => {
    expect(numberModel.validate(revenue, 300000, messages)).toBeNull();
    expect(numberModel.validate(revenue, 999, messages)).toBe('Enter $1,000 or more.');
    expect(numberModel.validate({ ...revenue, min: undefined, max: 50, format: 'percent' }, 51, messages)).toBe(
      'Enter 50% or less.',
    );
  });

  it('keeps the number itself as the answer rules and the store read', () => {
    expect(numberModel.toLogicValue(revenue, 300000)).toBe(300000);
    expect(numberModel.restore(revenue, 300000)).toEqual({ ok: true, answer: 300000 });
  });
});

describe('the format filters', () => {
  it('write a number, or a range’s two ends, in their format', () => {
    const scope = { revenue: 300000, share: 12.5, price: { min: 100000, max: 2000000 }, multiple: 3.5 };
    expect(renderTemplate('{{ revenue | currency }}, {{ share | percent }}, {{ multiple | multiple }}', scope)).toBe(
      '$300,000, 12.5%, 3.5x',
    );
    expect(renderTemplate('{{ price | currency }}', scope)).toBe('$100,000 – $2,000,000');
    expect(renderTemplate('{{ revenue | number }}', scope)).toBe('300,000');
  });

  it('write nothing for anything else, so a fallback shows', () => {
    expect(templateFilters.currency?.('300000')).toBe('');
    expect(renderTemplate('{{ missing | currency ?? "not given" }}', {})).toBe('not given');
  });
});
