import { describe, expect, it } from 'vitest';
import { parseAnalysis } from '../../../src/engine/analysis/index.ts';
import { closePartialJson } from '../../../src/engine/analysis/stream/closePartialJson.ts';
import { readPartialAnswer } from '../../../src/engine/analysis/stream/readPartialAnswer.ts';
import { loadAnalysis, readFixture } from './support/content.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');

/** Every prefix of `text`, as a stream could have delivered it so far. */
const prefixes = (text: string) => Array.from({ length: text.length + 1 }, (_, end) => text.slice(0, end));

describe('closePartialJson: a JSON text cut off mid-way, closed', () => {
  it.each([
    ['{"summary": "A clear pro', { summary: 'A clear pro' }],
    ['{"summary": "Done", "strengths": ["One", "Tw', { summary: 'Done', strengths: ['One', 'Tw'] }],
    ['{"summary": "Done", "streng', { summary: 'Done' }],
    ['{"summary": "Done", "strengths": ', { summary: 'Done' }],
    ['{"summary": "Done",', { summary: 'Done' }],
    ['{"summary": "Done", "score": 8', { summary: 'Done', score: 8 }],
    ['{"summary": "Done", "ok": tr', { summary: 'Done' }],
    ['{"a": [{"b": "c"}, {"b": "d', { a: [{ b: 'c' }, { b: 'd' }] }],
    ['{"summary": "Line one\\nLine tw', { summary: 'Line one\nLine tw' }],
    ['{"summary": "Quote \\', { summary: 'Quote ' }],
    ['{"summary": "Caf\\u00', { summary: 'Caf' }],
    ['{"summary": "Says \\"hi\\" and', { summary: 'Says "hi" and' }],
    ['{"done": true}', { done: true }],
  ])('%s', (text, expected) => {
    expect(closePartialJson(text)).toEqual(expected);
  });

  it('has nothing to show before the first value', () => {
    expect(closePartialJson('')).toBeUndefined();
    expect(closePartialJson('{')).toEqual({});
    expect(closePartialJson('{"summ')).toEqual({});
    expect(closePartialJson('not json')).toBeUndefined();
  });
});

describe('readPartialAnswer: what a streamed answer says so far', () => {
  it('fills in a heading answer section by section, holding back a heading still being written', () => {
    expect(readPartialAnswer('SUMMARY:\nA focused plan with', founder)).toEqual({ summary: 'A focused plan with' });
    expect(readPartialAnswer('SUMMARY:\nA focused plan.\nSTREN', founder)).toEqual({ summary: 'A focused plan.' });
    expect(readPartialAnswer('SUMMARY:\nA focused plan.\n\nSTRENGTHS:\n- Clear problem\n- Str', founder)).toEqual({
      summary: 'A focused plan.',
      strengths: ['Clear problem', 'Str'],
    });
    // A score is shown only with the result: half a number means nothing.
    expect(readPartialAnswer('SUMMARY: Fine.\nSCORE: 8', founder)).toEqual({ summary: 'Fine.' });
  });

  it('reads text before any heading as the summary, as the final parser does', () => {
    expect(readPartialAnswer('**A clear** plan', founder)).toEqual({ summary: 'A clear plan' });
    expect(readPartialAnswer('', founder)).toEqual({});
  });

  it('fills in a structured answer as its JSON streams, nested fields included', () => {
    expect(readPartialAnswer('{"summary": "Strong', founder)).toEqual({ summary: 'Strong' });
    expect(readPartialAnswer('```json\n{"summary": "S", "strengths": ["A", "B', founder)).toEqual({
      summary: 'S',
      strengths: ['A', 'B'],
    });
    expect(readPartialAnswer('{"summary": "S", "sectionScores": {"positioning": 7', product)).toEqual({
      summary: 'S',
    });
    expect(readPartialAnswer('{"SUMMARY": "By its key", "strengths": "- One\\n- Tw', founder)).toEqual({
      summary: 'By its key',
      strengths: ['One', 'Tw'],
    });
    expect(readPartialAnswer('{"summary": 42, "strengths": []', founder)).toEqual({});
  });

  it.each([
    ['a heading answer', readFixture('founder-plain.txt')],
    [
      'a structured answer',
      JSON.stringify({
        summary: 'A focused plan.',
        strengths: ['Clear problem', 'Paying pilots'],
        weaknesses: ['Thin moat', 'One channel'],
        recommendations: ['Raise less', 'Hire sales'],
        score: 71,
      }),
    ],
  ])('never throws on any prefix of %s, and ends where the final parser ends', (_name, text) => {
    for (const prefix of prefixes(text)) expect(() => readPartialAnswer(prefix, founder)).not.toThrow();
    const final = parseAnalysis(text, founder);
    const partial = readPartialAnswer(text, founder);
    expect(partial.summary).toBe(final.summary);
    for (const field of ['strengths', 'weaknesses', 'recommendations']) {
      // The final parser keeps at most 3 (and pads to 2): what was written shows first either way.
      const written = (partial[field] as string[]).slice(0, 3);
      expect((final[field] as string[]).slice(0, written.length)).toEqual(written);
    }
  });
});
