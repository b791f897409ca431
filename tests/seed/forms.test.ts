/**
 * The seed suite: what the spec fixes in the shipped forms (the company profile's fields and
 * choices, the product idea's domain field). It reads schemas/forms/ on purpose; the form tests in
 * tests/unit/forms/ use copies under tests/fixtures/forms/.
 */
import { describe, expect, it } from 'vitest';
import companyProfile from '../../schemas/forms/company-profile.json';
import productIdea from '../../schemas/forms/product-idea.json';

describe('the shipped forms, as the spec fixes them', () => {
  it('company profile: the spec fields, all required, stage pre-seed, seed or growth (default pre-seed)', () => {
    const { properties, required } = companyProfile.schema;
    expect(Object.keys(properties).sort()).toEqual(
      [
        'companyEmail',
        'companyName',
        'companyStructure',
        'founderName',
        'fundraisingAmount',
        'hasTechnicalCofounder',
        'stage',
      ].sort(),
    );
    expect([...required].sort()).toEqual(Object.keys(properties).sort());
    expect(properties.stage.oneOf.map((option) => option.const)).toEqual(['pre-seed', 'seed', 'growth']);
    expect(properties.stage.default).toBe('pre-seed');
  });

  it('product idea: productName, domain (industry), tagline, notes', () => {
    const { properties } = productIdea.schema;
    expect(Object.keys(properties)).toEqual(['productName', 'domain', 'tagline', 'notes']);
    expect(properties.domain.title).toMatch(/^Domain \(industry\)/);
  });
});
