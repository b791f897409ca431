import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { offlineAnalyze, parseAnalysis } from '../../../src/engine/analysis/index.ts';
import type { AnalysisContent, FlowContent } from '../../../src/engine/content/types.ts';
import { offlineNotes } from './support/content.ts';

interface Fixture {
  screens: FlowContent['screens'];
  rubric: AnalysisContent['rubric'];
  sections: AnalysisContent['sections'];
  validity: AnalysisContent['validity'];
  messages: Pick<AnalysisContent['messages'], 'parseFailed'>;
  answers: Record<'sensible' | 'filler' | 'unrelated', Record<string, string>>;
}
const fixture = parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/offline-answers/canvas.yaml'), 'utf8'),
) as Fixture;
const context = { flow: { screens: fixture.screens }, notes: offlineNotes };
const questions = ['problem', 'solution', 'channels', 'name'];

/** Varied, sentence-like filler of about 5,000 characters: no word loop for the filler check to find. */
function pastedFiller(): string {
  const words = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do'];
  const out: string[] = [];
  for (let index = 0; out.join(' ').length < 5000; index += 1)
    out.push(`${words[index % 10] ?? ''}${String((index * 7919) % 997)}`);
  return out.join(' ');
}

function analyse(answers: Record<string, string>) {
  const text = offlineAnalyze({ canvas: { answers } }, fixture, context);
  const result = parseAnalysis(text, fixture);
  return {
    text,
    score: Number(result.score),
    strengths: result.strengths as string[],
    summary: typeof result.summary === 'string' ? result.summary : '',
  };
}

describe('the offline analyzer and junk answers', () => {
  const sensible = analyse(fixture.answers.sensible);

  it('scores sensible answers high, with no note, and never calls a name alone a strength', () => {
    expect(sensible.score).toBeGreaterThanOrEqual(80);
    expect(sensible.summary).not.toContain('Scored as unanswered');
    expect(sensible.strengths).toContain('The customer problems are described concretely');
    expect(sensible.strengths).not.toContain('The product has a name');
  });

  it('scores the same long filler pasted into every question as unanswered, and says why', () => {
    const filler = pastedFiller();
    expect(filler.length).toBeGreaterThanOrEqual(5000);
    const pasted = analyse(Object.fromEntries(questions.map((id) => [id, filler])));
    expect(pasted.score).toBe(0);
    expect(pasted.summary).toContain(
      'Scored as unanswered because the same text was given for more than one question: Problem, Solution, Channels, Product Name.',
    );
    expect(pasted.strengths).toEqual([]);
  });

  it('catches one answer copied into another with a word changed', () => {
    const copied = analyse({
      ...fixture.answers.sensible,
      solution: fixture.answers.sensible.problem?.replace('Small', 'Tiny') ?? '',
    });
    expect(copied.summary).toContain('the same text was given for more than one question: Problem, Solution.');
    expect(copied.score).toBeLessThan(sensible.score);
  });

  it('scores words looped or a key held down as unanswered, and says why', () => {
    const looped = analyse(fixture.answers.filler);
    expect(looped.summary).toContain(
      'Scored as unanswered because the answer repeats itself instead of saying something: Problem, Solution, Channels.',
    );
    // Only the name is left, and a name is no strength.
    expect(looped.score).toBeLessThanOrEqual(25);
    expect(looped.strengths).toEqual([]);
  });

  it("scores long answers that use none of their question's words as unanswered, and says why", () => {
    const offTopic = analyse(fixture.answers.unrelated);
    expect(offTopic.summary).toContain(
      "Scored as unanswered because the answer uses none of the question's words: Problem, Solution, Channels.",
    );
    expect(offTopic.score).toBeLessThanOrEqual(25);
  });

  it('leaves short answers to their length: a figure or a name is not junk', () => {
    const short = analyse({ problem: 'Late invoices', solution: 'Reminders', channels: 'Partners', name: 'Paydar' });
    expect(short.summary).not.toContain('Scored as unanswered');
  });
});
