/**
 * The seed suite: what the spec requires of the shipped prompts (their numbers, sections and email
 * parameters). It reads prompts/ on purpose; engine and UI tests use fixture content instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateFilters, templatePlaceholders } from '../../src/engine/template/index.ts';
import { founderInput, loadAnalysis, productInput } from '../unit/analysis/support/content.ts';
import { readPath } from '../../src/engine/template/readPath.ts';

const cases = [
  { analysis: loadAnalysis('founder'), input: founderInput() },
  { analysis: loadAnalysis('product'), input: productInput() },
];

describe('prompts/*.yaml', () => {
  it.each(['founder', 'product'])('%s.yaml starts with the schema comment and has no id key', (stem) => {
    const text = readFileSync(join(import.meta.dirname, '../../prompts', `${stem}.yaml`), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/content/analysis.schema.json');
    expect(text).not.toMatch(/^id:/m);
  });

  it.each(cases)(
    '$analysis.id: every template placeholder names an input field and a known filter',
    ({ analysis, input }) => {
      const placeholders = templatePlaceholders(analysis.template);
      expect(placeholders.length).toBeGreaterThan(5);
      for (const placeholder of placeholders) {
        expect(analysis.inputs).toContain(placeholder.path.split('.')[0]);
        expect(readPath(input, placeholder.path), placeholder.raw).not.toBeUndefined();
        for (const name of placeholder.filters) expect(Object.keys(templateFilters)).toContain(name);
      }
    },
  );

  it.each(cases)('$analysis.id: rubric fields are inputs and score keys name score sections', ({ analysis }) => {
    const scoreFields = analysis.sections.filter((section) => section.kind === 'score').map((section) => section.field);
    for (const criterion of analysis.rubric) {
      expect(analysis.inputs).toContain(criterion.field.split('.')[0]);
      if (criterion.score !== undefined) expect(scoreFields).toContain(criterion.score);
    }
  });

  it('founder: the spec numbers', () => {
    const founder = loadAnalysis('founder');
    expect(founder.maxTokens).toBe(1000);
    expect(founder.retry).toEqual({
      attempts: 3,
      initialDelayMs: 5000,
      whenMessageIncludes: 'exceeded your current quota',
    });
    expect(founder.sections.map((section) => section.key)).toEqual([
      'SUMMARY',
      'STRENGTHS',
      'WEAKNESSES',
      'RECOMMENDATIONS',
      'SCORE',
    ]);
    for (const section of founder.sections) {
      if (section.kind === 'list') expect([section.min, section.max]).toEqual([2, 3]);
      if (section.kind === 'score') expect([section.min, section.max, section.fallback]).toEqual([0, 100, 75]);
    }
    expect(Object.keys(founder.email?.params ?? {}).sort()).toEqual(
      [
        'to_name',
        'to_email',
        'company_name',
        'company_stage',
        'fundraising_goal',
        'company_structure',
        'technical_cofounder',
        'analysis_score',
        'analysis_summary',
        'key_strengths',
        'areas_for_improvement',
        'recommendations',
        'business_plan',
        'analysis_date',
      ].sort(),
    );
  });

  it('product: the spec numbers', () => {
    const product = loadAnalysis('product');
    expect(product.maxTokens).toBe(1500);
    expect(product.retry).toBeUndefined();
    const bounds = Object.fromEntries(
      product.sections.flatMap((section) =>
        section.kind === 'list' ? [[section.field, [section.min, section.max]]] : [],
      ),
    );
    expect(bounds).toEqual({ strengths: [3, 4], weaknesses: [2, 3], recommendations: [3, 4], nextSteps: [2, 3] });
    expect(product.validity.minItems).toEqual({ strengths: 3, weaknesses: 2, recommendations: 3, nextSteps: 2 });
  });
});
