import { describe, expect, it } from 'vitest';
import { withoutAddedEmpties } from '../../../src/studio/model/nodeEdits.ts';

describe('what a node form hands back', () => {
  it('loses the empty objects rjsf fills in, and keeps every real edit', () => {
    const before = { template: 'Hi', sections: [], result: { title: 'T' } };
    const after = {
      template: 'Hi {{ a.b }}',
      sections: [],
      result: { title: 'T', extra: {} },
      email: { env: {}, params: {} },
      retry: {},
      maxTokens: 10,
    };
    expect(withoutAddedEmpties(before, after)).toEqual({
      template: 'Hi {{ a.b }}',
      sections: [],
      result: { title: 'T' },
      maxTokens: 10,
    });
    expect(withoutAddedEmpties({ email: {} }, { email: {} })).toEqual({ email: {} });
    expect(withoutAddedEmpties(undefined, { options: [{}] })).toEqual({ options: [{}] });
    expect(withoutAddedEmpties('a', 'b')).toBe('b');
  });
});
