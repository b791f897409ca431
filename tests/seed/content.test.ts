/**
 * The seed suite: the shipped content passes the checker and holds what the spec fixes (its flows,
 * forms, analyses and pages, and the 12 canvas steps in the spec's order). It reads flows/ on
 * purpose; engine and UI tests use fixture content instead.
 */
import { describe, expect, it } from 'vitest';
import { check, shippedFiles } from '../unit/content/support/shippedContent.ts';

const shipped = shippedFiles();

describe('the shipped content', () => {
  it('passes every check and assembles into flows, forms, analyses and pages', () => {
    const { content, problems } = check(shipped);
    expect(problems).toEqual([]);
    expect(content?.flows.map((flow) => flow.id)).toEqual(['buyer', 'founder', 'product']);
    expect(Object.keys(content?.forms ?? {}).sort()).toEqual([
      'buyer-profile',
      'company-profile',
      'customer-profile',
      'product-idea',
      'simple-positioning',
    ]);
    expect(Object.keys(content?.analyses ?? {}).sort()).toEqual(['founder', 'product']);
    expect(content?.pages.map((page) => page.route)).toEqual(['/consulting', '/privacy']);
  });

  it('declares the 12 canvas steps in the spec order', () => {
    const founder = check(shipped).content?.flows.find((flow) => flow.id === 'founder');
    const canvas = founder?.screens.find((screen) => screen.type === 'questionnaire');
    expect(canvas?.type === 'questionnaire' && canvas.steps.map((step) => step.id)).toEqual([
      'problem',
      'existing-alternatives',
      'solution',
      'key-metrics',
      'unique-value',
      'high-level-concept',
      'unfair-advantage',
      'channels',
      'customer-segments',
      'early-adopters',
      'cost-structure',
      'revenue-streams',
    ]);
  });
});
