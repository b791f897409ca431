import { describe, expect, it } from 'vitest';
import { AnalysisError, findPrecheckFailure, runPrechecks } from '../../../src/engine/analysis/index.ts';
import { founderInput, loadAnalysis, productInput } from './support/content.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');

function withAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  return { ...founderInput(), founderQuestionnaire: { step: 0, answers } };
}

describe('runPrechecks', () => {
  it('passes complete founder and product inputs', () => {
    expect(() => runPrechecks(founder.precheck, founderInput())).not.toThrow();
    expect(() => runPrechecks(product.precheck, productInput())).not.toThrow();
  });

  it('founder: no answers at all', () => {
    expect(findPrecheckFailure(founder.precheck, withAnswers({}))).toBe('No answers provided for analysis');
    const { founderQuestionnaire: _dropped, ...rest } = founderInput();
    expect(findPrecheckFailure(founder.precheck, rest)).toBe('No answers provided for analysis');
  });

  it('founder: profile without an email', () => {
    const input = founderInput();
    expect(
      findPrecheckFailure(founder.precheck, { ...input, companyProfile: { founderName: 'Ada', companyEmail: '  ' } }),
    ).toBe('Invalid company profile data');
  });

  it('founder: names every missing required answer by its id, in rule order', () => {
    const message = findPrecheckFailure(
      founder.precheck,
      withAnswers({ 'unique-value': 'x', 'customer-segments': 'y', 'revenue-streams': 'z', solution: ' ' }),
    );
    expect(message).toBe('Missing required answers: problem, solution');
  });

  it('throws an AnalysisError with code precheck', () => {
    let caught: unknown;
    try {
      runPrechecks(founder.precheck, withAnswers({ problem: 'p' }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AnalysisError);
    expect(caught).toMatchObject({
      code: 'precheck',
      message: 'Missing required answers: solution, unique-value, customer-segments, revenue-streams',
    });
  });

  it('product: missing earlier sections', () => {
    const { productIdea: _dropped, ...rest } = productInput();
    expect(findPrecheckFailure(product.precheck, rest)).toBe('Missing required data from previous steps');
  });

  it('product: a required field left blank', () => {
    const input = productInput();
    const blankTagline = {
      ...input,
      productIdea: { productName: 'Rota', domain: 'Hospitality', tagline: '', notes: '' },
    };
    expect(findPrecheckFailure(product.precheck, blankTagline)).toBe('Missing required fields in product profile');
  });

  it('treats empty lists and empty objects as blank, numbers and booleans as present', () => {
    const rules = [{ require: ['a', 'b', 'c', 'd', 'e.f'], message: 'Missing: {missing}' }];
    expect(findPrecheckFailure(rules, { a: [], b: {}, c: 0, d: false, e: { f: null } })).toBe('Missing: a, b, f');
  });

  it('names whole paths when asked to', () => {
    const rules = [{ require: ['x.y'], message: 'Missing: {missing}', name: 'path' as const }];
    expect(findPrecheckFailure(rules, {})).toBe('Missing: x.y');
  });
});
