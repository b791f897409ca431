import { describe, expect, it } from 'vitest';
import { AnalysisError, parseAnalysis } from '../../../src/engine/analysis/index.ts';
import type { ParseSpec } from '../../../src/engine/analysis/index.ts';
import { loadAnalysis, readFixture } from './support/content.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');

function parseError(text: string, spec: ParseSpec): AnalysisError {
  try {
    parseAnalysis(text, spec);
  } catch (error) {
    if (error instanceof AnalysisError) return error;
    throw error;
  }
  throw new Error('expected parseAnalysis to throw');
}

function founderText(score: string, extra = ''): string {
  return `SUMMARY: Good.\nSTRENGTHS:\n- a\n- b\nWEAKNESSES:\n- c\n- d\nRECOMMENDATIONS:\n- e\n- f\n${extra}SCORE: ${score}\n`;
}

describe('parseAnalysis: founder fixtures', () => {
  it('reads plain headings with content on the following lines', () => {
    expect(parseAnalysis(readFixture('founder-plain.txt'), founder)).toEqual({
      summary: 'A promising B2B SaaS with a clear problem and an early paying customer base.',
      strengths: ['Clear problem definition', 'Experienced technical co-founder', 'Early revenue from pilots'],
      weaknesses: ['Narrow distribution channels', 'Unproven unit economics', 'Small team'],
      recommendations: ['Add two acquisition channels', 'Measure CAC and LTV monthly', 'Hire a sales lead'],
      score: 82,
    });
  });

  it('reads ## headings, strips markdown, trims to max and reads 61/100', () => {
    const result = parseAnalysis(readFixture('founder-markdown-headings.txt'), founder);
    expect(result.summary).toBe('A promising B2B SaaS with a clear problem.');
    expect(result.strengths).toEqual([
      'Clear problem definition',
      'Experienced technical co-founder',
      'Early revenue from pilots',
    ]);
    expect(result.recommendations).toEqual(['Add two acquisition channels', 'Measure CAC and LTV monthly']);
    expect(result.score).toBe(61);
  });

  it('reads **BOLD:** headings with inline text, CRLF and a code fence; 58 out of 100', () => {
    const result = parseAnalysis(readFixture('founder-bold-crlf-fenced.txt'), founder);
    expect(result).toEqual({
      summary: 'A promising B2B SaaS with a clear problem.',
      strengths: ['Clear problem definition', 'Experienced technical co-founder'],
      weaknesses: ['Narrow distribution channels', 'Unproven unit economics'],
      recommendations: ['Add two acquisition channels', 'Measure CAC and LTV monthly'],
      score: 58,
    });
  });

  it('reads numbered headings and clamps 135 to 100', () => {
    const text = readFixture('founder-numbered-overscore.txt').replace(
      '- Clear problem definition\n',
      '- Clear problem definition\n- Early revenue\n',
    );
    const result = parseAnalysis(text, founder);
    expect(result.strengths).toEqual(['Clear problem definition', 'Early revenue']);
    expect(result.score).toBe(100);
  });

  it('pads a list whose heading is missing from its filler (the lenient fallback)', () => {
    const text = founderText('80').replace('STRENGTHS:\n- a\n- b\n', '');
    expect(parseAnalysis(text, founder).strengths).toEqual([
      'The business plan covers every part of the canvas',
      'The founder has set a clear fundraising goal',
    ]);
  });

  it('falls back leniently when there are no headings at all', () => {
    const result = parseAnalysis(readFixture('founder-no-headings.txt'), founder);
    expect(result.summary).toBe(
      'The startup looks promising overall, with a clear problem and early traction,\nbut it needs a sharper go-to-market plan before raising.',
    );
    expect(result.strengths).toEqual([
      'The business plan covers every part of the canvas',
      'The founder has set a clear fundraising goal',
    ]);
    expect(result.weaknesses).toHaveLength(2);
    expect(result.recommendations).toHaveLength(2);
    expect(result.score).toBe(75);
  });
});

describe('parseAnalysis: heading styles', () => {
  const styles: [string, string][] = [
    ['plain', 'STRENGTHS'],
    ['markdown ##', '## Strengths'],
    ['markdown ###', '### STRENGTHS:'],
    ['bold', '**STRENGTHS**'],
    ['bold with colon inside', '**STRENGTHS:**'],
    ['bold with colon outside', '**Strengths**:'],
    ['numbered', '2. Strengths'],
    ['numbered with paren', '2) STRENGTHS:'],
    ['lower case', 'strengths:'],
    ['prefixed label', 'Key Strengths:'],
  ];
  it.each(styles)('%s: %s', (_name, heading) => {
    const text = `SUMMARY\nFine.\n${heading}\n- One\n- Two\nWEAKNESSES\n- W1\n- W2\nRECOMMENDATIONS\n- R1\n- R2\nSCORE: 70`;
    const result = parseAnalysis(text, founder);
    expect(result.strengths).toEqual(['One', 'Two']);
    expect(result.summary).toBe('Fine.');
  });

  it('reads a score written on the heading line in several ways', () => {
    expect(parseAnalysis(founderText('82'), founder).score).toBe(82);
    expect(parseAnalysis(founderText('61/100'), founder).score).toBe(61);
    expect(parseAnalysis(founderText('58 out of 100'), founder).score).toBe(58);
    expect(parseAnalysis(founderText('135'), founder).score).toBe(100);
    expect(parseAnalysis(founderText('72.5'), founder).score).toBe(73);
    expect(parseAnalysis(founderText('72.4'), founder).score).toBe(72);
    expect(parseAnalysis(founderText('-5'), founder).score).toBe(0);
    expect(parseAnalysis(founderText('7/10'), founder).score).toBe(70);
    expect(parseAnalysis(founderText('**82**'), founder).score).toBe(82);
  });

  it('reads "Overall Score: 82" as the SCORE section and a score on the next line', () => {
    const base = founderText('0').replace('SCORE: 0\n', '');
    expect(parseAnalysis(`${base}Overall Score: 82`, founder).score).toBe(82);
    expect(parseAnalysis(`${base}SCORE\n\n  88  \n`, founder).score).toBe(88);
  });

  it('uses the fallback when the score section has no number or is missing', () => {
    expect(parseAnalysis(founderText('N/A'), founder).score).toBe(75);
    expect(parseAnalysis(founderText('').replace('SCORE: \n', ''), founder).score).toBe(75);
  });

  it('keeps prose that merely starts with a section word inside its section', () => {
    const text = founderText('80').replace('- a\n', '- a\nStrengths-based hiring helps too\n');
    const result = parseAnalysis(text, founder);
    expect(result.strengths).toEqual(['a Strengths-based hiring helps too', 'b']);
  });

  it('joins wrapped lines to their item and drops a list intro line', () => {
    const text = founderText('80').replace(
      'STRENGTHS:\n- a\n- b\n',
      'STRENGTHS:\nHere they are:\n- first part\n  second part\n- b\n',
    );
    expect(parseAnalysis(text, founder).strengths).toEqual(['first part second part', 'b']);
  });

  it('strips bullets of every kind, numbering, bold, italics and backticks from items', () => {
    const text = founderText('80').replace('- a\n- b\n', '• **Bold** item\n* _italic_ item\n1. `code` item\n');
    expect(parseAnalysis(text, founder).strengths).toEqual(['Bold item', 'italic item', 'code item']);
  });

  it('keeps underscores inside words', () => {
    const text = founderText('80').replace('- a\n', '- track user_id per signup\n');
    expect(parseAnalysis(text, founder).strengths).toContain('track user_id per signup');
  });

  it('takes the text before the first heading as the summary when SUMMARY is missing', () => {
    const text = founderText('80').replace('SUMMARY: Good.\n', 'Overall a solid plan.\n');
    expect(parseAnalysis(text, founder).summary).toBe('Overall a solid plan.');
  });

  it('continues a section whose heading appears twice', () => {
    const text = `${founderText('80')}STRENGTHS:\n- extra\n`;
    expect(parseAnalysis(text, founder).strengths).toEqual(['a', 'b', 'extra']);
  });
});

describe('parseAnalysis: failures', () => {
  it.each(['', '   \n\t ', '```\n```', '**  **'])('an empty answer (%j) is a parse error', (text) => {
    const error = parseError(text, founder);
    expect(error.code).toBe('parse');
    expect(error.message).toBe('Failed to parse analysis response');
  });

  it('a result without a summary fails the validity rule', () => {
    const text = 'STRENGTHS:\n- a\n- b\nWEAKNESSES:\n- c\n- d\nRECOMMENDATIONS:\n- e\n- f\nSCORE: 80';
    const error = parseError(text, founder);
    expect(error.code).toBe('validity');
    expect(error.message).toBe('Invalid analysis format received from API');
  });

  it('a written list shorter than validity.minItems is invalid, whatever its filler could add', () => {
    // founder: STRENGTHS min 2 with three filler items; the model wrote one.
    const error = parseError(readFixture('founder-numbered-overscore.txt'), founder);
    expect(error.code).toBe('validity');
    expect(error.message).toBe('Invalid analysis format received from API');
  });

  it('filler shorter than the minimum fails the validity rule', () => {
    const spec: ParseSpec = {
      ...founder,
      sections: founder.sections.map((section) =>
        section.kind === 'list' && section.field === 'strengths' ? { ...section, filler: [] } : section,
      ),
    };
    expect(parseError(founderText('80').replace('- b\n', ''), spec).code).toBe('validity');
  });

  it('a score outside custom section bounds is clamped, so it stays valid', () => {
    const spec: ParseSpec = {
      ...founder,
      sections: founder.sections.map((section) =>
        section.kind === 'score' ? { ...section, min: 10, max: 50 } : section,
      ),
    };
    expect(parseAnalysis(founderText('5'), spec).score).toBe(10);
    expect(parseAnalysis(founderText('80'), spec).score).toBe(50);
  });
});

describe('parseAnalysis: product spec', () => {
  it('reads space-separated headings into nested section scores', () => {
    expect(parseAnalysis(readFixture('product-space-headings.txt'), product)).toEqual({
      summary: 'Rota is a focused scheduling tool for cafe owners.',
      strengths: ['Specific audience', 'Quantified problem', 'Memorable name', 'Clear tagline'],
      weaknesses: ['Channel plan is thin', 'Pricing is untested'],
      recommendations: ['Interview ten cafe owners', 'Offer a free pilot', 'Integrate with payroll'],
      nextSteps: ['Build a landing page', 'Post in cafe owner groups'],
      sectionScores: { positioning: 80, productIdea: 73, customerProfile: 65 },
      overallScore: 74,
    });
  });

  it('reads underscore headings too and falls back per missing score', () => {
    const text = 'SUMMARY: ok\nNEXT_STEPS:\n- one\n- two\nPOSITIONING_SCORE: 90\nOVERALL_SCORE: 60';
    const result = parseAnalysis(text, product);
    expect(result.nextSteps).toEqual(['one', 'two']);
    expect(result.sectionScores).toEqual({ positioning: 90, productIdea: 75, customerProfile: 75 });
    expect(result.overallScore).toBe(60);
    expect(result.strengths).toHaveLength(3);
    expect(result.recommendations).toHaveLength(3);
  });
});

describe('parseAnalysis: structured (JSON) answers', () => {
  const founderJson = {
    summary: 'Good.',
    strengths: ['a', 'b'],
    weaknesses: ['c', 'd'],
    recommendations: ['e', 'f'],
    score: 70,
  };
  const json = (value: unknown): string => JSON.stringify(value, null, 2);

  it('reads each section from its field, cleaning markdown and fitting lists and scores as the headings are', () => {
    const answer = {
      ...founderJson,
      summary: '**Good.**\n\n',
      strengths: ['1. a', 7, '', 'b', 'c', 'd'],
      score: 101.4,
    };
    expect(parseAnalysis(json(answer), founder)).toEqual({ ...founderJson, strengths: ['a', 'b', 'c'], score: 100 });
  });

  it('reads a JSON answer inside a ```json fence', () => {
    expect(parseAnalysis(`\`\`\`json\n${json(founderJson)}\n\`\`\``, founder)).toEqual(founderJson);
  });

  it('reads sections named by their heading keys, a list written as one string of bullets and a score as text', () => {
    const answer = {
      SUMMARY: 'Good.',
      STRENGTHS: '- a\n- b',
      WEAKNESSES: ['c', 'd'],
      RECOMMENDATIONS: ['e', 'f'],
      SCORE: '7/10',
    };
    expect(parseAnalysis(json(answer), founder)).toEqual(founderJson);
  });

  it("gives a section the answer left out its filler or fallback, as a missing heading's", () => {
    const { recommendations: _left, score: _out, ...rest } = founderJson;
    const result = parseAnalysis(json({ ...rest, score: null }), founder);
    expect(result.recommendations).toEqual([
      'Add concrete numbers to the key metrics and revenue streams',
      'Validate the problem with interviews of early adopters',
    ]);
    expect(result.score).toBe(75);
  });

  it('fails validity when the JSON has no summary or too few strengths, and parsing when it is broken', () => {
    expect(parseError(json({ ...founderJson, summary: 42 }), founder)).toMatchObject({ code: 'validity' });
    expect(parseError(json({ ...founderJson, strengths: ['only one'] }), founder)).toMatchObject({ code: 'validity' });
    expect(parseError('{"summary": "Good.", "strengths": ["a", "b', founder)).toMatchObject({ code: 'parse' });
    expect(parseError('{} trailing words', founder)).toMatchObject({ code: 'parse' });
  });

  it('reads nested score groups for the product analysis', () => {
    const answer = {
      summary: 'Fine.',
      strengths: ['a', 'b', 'c'],
      weaknesses: ['d', 'e'],
      recommendations: ['f', 'g', 'h'],
      nextSteps: ['i', 'j'],
      sectionScores: { positioning: 80, productIdea: '73', customerProfile: 65 },
      overallScore: 74,
    };
    expect(parseAnalysis(json(answer), product)).toEqual({
      ...answer,
      sectionScores: { positioning: 80, productIdea: 73, customerProfile: 65 },
    });
  });
});
