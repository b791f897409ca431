import { describe, expect, it } from 'vitest';
import type { Guard } from '../../../src/engine/content/types.ts';
import { evaluateGuards } from '../../../src/engine/flow/guards.ts';

const profileGuard: Guard = {
  store: 'companyProfile',
  requires: ['companyEmail'],
  redirect: '/assessment',
  missing: 'No company profile found',
  invalid: 'Invalid company profile data',
};

describe('guards', () => {
  it('pass with no guards, or with the stored data they need', () => {
    expect(evaluateGuards(undefined, {})).toEqual({ pass: true });
    expect(evaluateGuards([profileGuard], { companyProfile: { companyEmail: 'a@b.co' } })).toEqual({ pass: true });
  });

  it("redirect with the 'missing' message when nothing is stored", () => {
    expect(evaluateGuards([profileGuard], {})).toEqual({
      pass: false,
      redirect: '/assessment',
      message: 'No company profile found',
    });
  });

  it("redirect with the 'invalid' message when a required field is blank", () => {
    for (const companyEmail of [undefined, '', '   ']) {
      expect(evaluateGuards([profileGuard], { companyProfile: { companyEmail } })).toEqual({
        pass: false,
        redirect: '/assessment',
        message: 'Invalid company profile data',
      });
    }
  });

  it('apply in order: the first failing guard decides', () => {
    const second: Guard = {
      store: 'productIdea',
      redirect: '/second',
      missing: 'second missing',
      invalid: 'second invalid',
    };
    expect(evaluateGuards([profileGuard, second], {})).toMatchObject({ redirect: '/assessment' });
    expect(evaluateGuards([profileGuard, second], { companyProfile: { companyEmail: 'a@b.co' } })).toMatchObject({
      redirect: '/second',
      message: 'second missing',
    });
  });
});
