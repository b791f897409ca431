import { describe, expect, it } from 'vitest';
import { renderTemplate, templatePlaceholders } from '../../../src/engine/template/index.ts';

describe('renderTemplate', () => {
  const scope = {
    profile: { name: 'Ada', stage: 'seed', tech: 'yes', nested: { deep: 'value' } },
    answers: { 'unique-value': 'Faster payouts', problem: 'Late invoices' },
    list: ['alpha', 'beta'],
    range: { min: 100000, max: 2000000 },
    count: 0,
  };

  it('fills dotted paths, with or without spaces inside the braces', () => {
    expect(renderTemplate('Hi {{profile.name}}, {{ profile.nested.deep }}!', scope)).toBe('Hi Ada, value!');
  });

  it('renders an unknown path as an empty string', () => {
    expect(renderTemplate('[{{ profile.missing }}][{{ nowhere.at.all }}]', scope)).toBe('[][]');
  });

  it('renders zero, arrays and range answers readably', () => {
    expect(renderTemplate('{{ count }}|{{ list }}|{{ range }}', scope)).toBe('0|alpha, beta|100,000 to 2,000,000');
  });

  it('applies filters, chained left to right', () => {
    expect(renderTemplate('{{ profile.tech | yesno }}', scope)).toBe('Yes');
    expect(renderTemplate('{{ list | numbered | json }}', scope)).toBe(JSON.stringify('1. alpha\n2. beta'));
  });

  it('passes the value through an unknown filter', () => {
    expect(renderTemplate('{{ profile.name | shout }}', scope)).toBe('Ada');
  });

  it('does not reach into prototypes', () => {
    expect(renderTemplate('{{ profile.constructor }}{{ list.map }}{{ profile.toString }}', scope)).toBe('');
  });

  it('accepts a custom filter registry', () => {
    expect(renderTemplate('{{ profile.name | upper }}', scope, { upper: (value) => String(value).toUpperCase() })).toBe(
      'ADA',
    );
  });
});

describe('templatePlaceholders', () => {
  it('lists each placeholder with its path and filters', () => {
    expect(templatePlaceholders('A {{ a.b }} B {{c | numbered}} C {{ d.e | titled | json }}')).toEqual([
      { raw: '{{ a.b }}', path: 'a.b', filters: [], offset: 2 },
      { raw: '{{c | numbered}}', path: 'c', filters: ['numbered'], offset: 14 },
      { raw: '{{ d.e | titled | json }}', path: 'd.e', filters: ['titled', 'json'], offset: 33 },
    ]);
  });

  it('reads a quoted fallback after ??', () => {
    expect(templatePlaceholders(`{{ a.b | yesno ?? "not asked" }} {{ c ?? 'none' }}`)).toMatchObject([
      { path: 'a.b', filters: ['yesno'], fallback: 'not asked' },
      { path: 'c', filters: [], fallback: 'none' },
    ]);
  });

  it('renders a missing or blank value as its fallback, and a present one as itself', () => {
    const template = 'Lesson: {{ brief.lesson ?? "(first launch)" }}';
    expect(renderTemplate(template, { brief: {} })).toBe('Lesson: (first launch)');
    expect(renderTemplate(template, { brief: { lesson: '  ' } })).toBe('Lesson: (first launch)');
    expect(renderTemplate(template, { brief: { lesson: 'Ship smaller' } })).toBe('Lesson: Ship smaller');
    expect(renderTemplate('{{ brief.lesson }}', { brief: {} })).toBe('');
  });

  it('finds nothing in plain text or single braces', () => {
    expect(templatePlaceholders('Missing: {missing} and { x }')).toEqual([]);
  });

  it('gives the same answer when called twice (no shared regex state)', () => {
    const template = '{{ a }} {{ b }}';
    expect(templatePlaceholders(template)).toEqual(templatePlaceholders(template));
    expect(templatePlaceholders(template)).toHaveLength(2);
  });
});
