import { describe, expect, it } from 'vitest';
import { readPath, renderTemplate } from '../../../src/engine/template/index.ts';

const scope = {
  team: {
    cofounders: [
      { name: 'Ada', role: 'CTO', previousCompanies: ['Analytical Engines', 'Difference Co'] },
      { name: 'Grace', previousCompanies: [] },
    ],
    markets: ['Germany', 'France'],
    name: 'Orbit',
  },
};

describe('readPath', () => {
  it('follows dotted paths through own properties only', () => {
    expect(readPath(scope, 'team.name')).toBe('Orbit');
    expect(readPath(scope, 'team.missing.deeper')).toBeUndefined();
    expect(readPath(scope, 'team.constructor')).toBeUndefined();
  });

  it('reads `list[].field` from every item, missing fields as undefined', () => {
    expect(readPath(scope, 'team.cofounders[].role')).toEqual(['CTO', undefined]);
    expect(readPath(scope, 'team.cofounders[].previousCompanies')).toEqual([
      ['Analytical Engines', 'Difference Co'],
      [],
    ]);
    expect(readPath(scope, 'team.markets[]')).toEqual(['Germany', 'France']);
  });

  it('gives undefined when `[]` meets something that is not a list', () => {
    expect(readPath(scope, 'team.name[]')).toBeUndefined();
    expect(readPath(scope, 'team.nobody[].role')).toBeUndefined();
  });
});

describe('renderTemplate over list items', () => {
  it('writes a field of every item as a list, blanks left out', () => {
    expect(renderTemplate('{{ team.cofounders[].role }}', scope)).toBe('CTO');
    expect(renderTemplate('{{ team.cofounders[].name | numbered }}', scope)).toBe('1. Ada\n2. Grace');
    expect(renderTemplate('{{ team.cofounders[].previousCompanies | numbered }}', scope)).toBe(
      '1. Analytical Engines, Difference Co',
    );
    expect(renderTemplate('{{ team.nobody[].role ?? "none" }}', scope)).toBe('none');
  });
});
