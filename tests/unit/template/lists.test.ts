import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/engine/template/formatValue.ts';
import { numbered } from '../../../src/engine/template/filters/numbered.ts';
import { list } from '../../../src/engine/template/filters/list.ts';

const cofounders = [
  { name: 'Ada Lovelace', role: 'CTO', fullTime: true },
  { name: 'Grace Hopper', role: 'CEO', fullTime: false },
];

describe('a form answer that is a list, written for a person or a model', () => {
  it('a list of objects: one numbered line per item with its fields', () => {
    expect(formatValue(cofounders)).toBe(
      '1. Name: Ada Lovelace; Role: CTO; Full Time: Yes\n2. Name: Grace Hopper; Role: CEO; Full Time: No',
    );
  });

  it('the list filters write each object on one line too', () => {
    expect(numbered(cofounders)).toBe(formatValue(cofounders));
    expect(list(cofounders)).toBe(
      '• Name: Ada Lovelace; Role: CTO; Full Time: Yes\n• Name: Grace Hopper; Role: CEO; Full Time: No',
    );
  });

  it('a list of strings stays "a, b"; numbered makes it lines', () => {
    expect(formatValue(['Germany', 'France'])).toBe('Germany, France');
    expect(numbered(['Germany', 'France'])).toBe('1. Germany\n2. France');
  });

  it('a list inside a list item, blank fields and empty items left out', () => {
    expect(
      formatValue([
        { name: 'Ada', skills: ['maths', 'engines'], note: '' },
        {},
        { name: 'Grace', teams: [{ name: 'Navy' }] },
      ]),
    ).toBe('1. Name: Ada; Skills: maths, engines\n2. Name: Grace; Teams: (Name: Navy)');
  });
});
