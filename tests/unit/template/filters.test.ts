import { describe, expect, it } from 'vitest';
import { templateFilters } from '../../../src/engine/template/index.ts';
import { titleFromId } from '../../../src/engine/template/titleFromId.ts';

function filter(name: string): (value: unknown) => string {
  const found = templateFilters[name];
  if (!found) throw new Error(`no filter ${name}`);
  return found;
}

describe('template filters', () => {
  it('registers exactly the documented filters', () => {
    expect(Object.keys(templateFilters).sort()).toEqual([
      'currency',
      'json',
      'list',
      'longDate',
      'multiple',
      'number',
      'numbered',
      'percent',
      'titled',
      'titledById',
      'yesno',
    ]);
  });

  it('yesno: only yes is Yes', () => {
    expect(filter('yesno')('yes')).toBe('Yes');
    expect(filter('yesno')(' YES ')).toBe('Yes');
    expect(filter('yesno')('no')).toBe('No');
    expect(filter('yesno')(undefined)).toBe('No');
  });

  it('numbered: one numbered line per item, blanks dropped', () => {
    expect(filter('numbered')(['a', '', 'b'])).toBe('1. a\n2. b');
    expect(filter('numbered')('single')).toBe('1. single');
    expect(filter('numbered')(undefined)).toBe('');
  });

  it('list: bulleted lines', () => {
    expect(filter('list')(['a', 'b'])).toBe('• a\n• b');
  });

  it('titled: a titled block per answer, in key order', () => {
    expect(filter('titled')({ 'unique-value': 'Fast', problem: 'Slow', picks: ['x', 'y'] })).toBe(
      'Unique Value:\nFast\n\nProblem:\nSlow\n\nPicks:\nx, y',
    );
  });

  it('titleFromId handles kebab, snake and camel case', () => {
    expect(titleFromId('unique-value')).toBe('Unique Value');
    expect(titleFromId('customer_segments')).toBe('Customer Segments');
    expect(titleFromId('whatItIs')).toBe('What It Is');
  });

  it('number: thousands grouped, at most two decimals, and nothing for what is not a number', () => {
    expect(filter('number')(500000)).toBe('500,000');
    expect(filter('number')(1234.567)).toBe('1,234.57');
    expect(filter('number')(Number.NaN)).toBe('');
    expect(filter('number')('500000')).toBe('');
  });

  it('longDate: en-US long format from a Date or an ISO string', () => {
    expect(filter('longDate')(new Date(2026, 10, 21, 15, 30))).toBe('November 21, 2026');
    expect(filter('longDate')('2026-11-21')).toBe('November 21, 2026');
    expect(filter('longDate')('not a date')).toBe('');
  });

  it('json: pretty JSON', () => {
    expect(filter('json')({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(filter('json')(undefined)).toBe('null');
  });
});
