import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** tools/parse-analysis.ts as `npx tsx` runs it, without npx's start-up cost. */
function parseWithTsx(...args: string[]): Run {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/parse-analysis.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('parse-analysis with the product spec', () => {
  it('reads every product section, trims the lists to their maximum and rescales a /10 score', () => {
    const run = parseWithTsx('prompts/product.yaml', 'tests/fixtures/responses/product-plain.txt');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      summary: 'Rota Robin solves a weekly, measurable pain for owner-run cafes.\nDistribution is the open question.',
      strengths: [
        'Specific, reachable audience',
        'Problem quantified in hours per week',
        'Outcome-led tagline',
        'One clear sign-up feature',
      ],
      weaknesses: ['Pricing is untested', 'Large HR suites offer rota modules', 'No channel partner yet'],
      recommendations: [
        'Run ten pilots in one town',
        'Measure hours saved per pilot',
        'Integrate with the common payroll tools',
      ],
      nextSteps: ['Publish a landing page with the positioning sentence', 'Visit twenty cafes this month'],
      sectionScores: { positioning: 86, productIdea: 70, customerProfile: 64 },
      overallScore: 74,
    });
  });

  it("reads headings written with spaces ('NEXT STEPS', 'OVERALL SCORE'), padding a short list with filler", () => {
    const run = parseWithTsx('prompts/product.yaml', 'tests/fixtures/responses/product-space-headings.txt');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      weaknesses: ['Channel plan is thin', 'Pricing is untested'],
      nextSteps: ['Build a landing page', 'Post in cafe owner groups'],
      sectionScores: { positioning: 80, productIdea: 73, customerProfile: 65 },
      overallScore: 74,
    });
  });

  it('is what `npm run parse-analysis` runs', () => {
    const run = spawnSync(
      'npm',
      ['run', '--silent', 'parse-analysis', '--', 'prompts/product.yaml', 'tests/fixtures/responses/product-plain.txt'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ overallScore: 74, sectionScores: { productIdea: 70 } });
  });

  it("prints the product spec's parse failure and exits 1 on an empty response", () => {
    const run = parseWithTsx('prompts/product.yaml', 'tests/fixtures/responses/empty.txt');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe('Failed to parse analysis response');
  });
});
