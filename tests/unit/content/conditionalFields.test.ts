import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineAnalyze, parseAnalysis } from '../../../src/engine/analysis/index.ts';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { renderTemplate } from '../../../src/engine/template/index.ts';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { at, projectRoot, shippedSchemas, withEdit } from './support/shippedContent.ts';

// The Plan a Launch fixture asks "What did your last launch teach you?" only when firstLaunch is "no".
const files = readContentFiles(projectRoot, [resolve(projectRoot, 'tests/fixtures/extra-flow')]);
const prompt = 'tests/fixtures/extra-flow/prompts/launch.yaml';
const flow = 'tests/fixtures/extra-flow/flows/launch.yaml';
const lines = (edited: typeof files) => checkContent(edited, shippedSchemas()).problems.map(formatProblem);
const offlineContext = () => {
  const content = checkContent(files, shippedSchemas()).content;
  if (!content) throw new Error('the fixture does not check');
  return { flow: { screens: [] }, notes: content.app.offlineNotes };
};
const launch = () => {
  const content = checkContent(files, shippedSchemas()).content;
  if (!content?.analyses.launch) throw new Error('the fixture does not check');
  return content.analyses.launch;
};

describe('a form field only a condition shows', () => {
  it('is a known path for prompts and rubric criteria', () => {
    expect(lines(files)).toEqual([]);
  });

  it('needs a ?? "fallback" in a placeholder, reported at the placeholder itself', () => {
    const edited = withEdit(files, prompt, ` ?? "none, this is the team's first launch"`, '');
    expect(lines(edited)).toEqual([
      `${prompt}:${at(edited, prompt, '{{ launchBrief.lastLaunchLesson }}')} template: {{ launchBrief.lastLaunchLesson }}: may be missing (form "launch-brief" shows it only when its condition holds): declare what to write then, e.g. {{ launchBrief.lastLaunchLesson ?? "not asked" }}`,
    ]);
  });

  it('needs "optional: true" on a rubric criterion', () => {
    const edited = withEdit(files, prompt, '    optional: true\n', '');
    expect(lines(edited)).toEqual([
      `${prompt}:${at(edited, prompt, 'launchBrief.lastLaunchLesson\n')} rubric[2].field: "launchBrief.lastLaunchLesson" may be missing (form "launch-brief" shows it only when its condition holds): add "optional: true" so a visitor who was not asked is not marked down`,
    ]);
  });

  it('cannot be required by a guard', () => {
    const edited = withEdit(
      files,
      flow,
      'requires: [productName, ownerEmail]',
      'requires: [productName, lastLaunchLesson]',
    );
    expect(lines(edited)).toEqual([
      `${flow}:${at(edited, flow, 'lastLaunchLesson]')} screens[1].guards[0].requires[1]: "launchBrief.lastLaunchLesson" may be missing: form "launch-brief" shows it only when its condition holds, so requiring it would turn away every visitor who was not asked; require only what every visitor answers`,
    ]);
  });

  it('renders as its fallback when the visitor was not asked, and as the answer when they were', () => {
    const input = { launchBrief: { productName: 'Orbit', firstLaunch: 'yes' }, launchQuestionnaire: { answers: {} } };
    const notAsked = renderTemplate(launch().template, input);
    expect(notAsked).toContain("Lesson from the team's last launch: none, this is the team's first launch");
    expect(notAsked).toContain('People on the launch team: not given');
    expect(notAsked).not.toContain('undefined');
    const asked = {
      ...input,
      launchBrief: { ...input.launchBrief, firstLaunch: 'no', lastLaunchLesson: 'Ship smaller' },
    };
    expect(renderTemplate(launch().template, asked)).toContain("Lesson from the team's last launch: Ship smaller");
  });

  it('is left out of the offline rating when missing, and rated when answered', () => {
    const base = { productName: 'Orbit', firstLaunch: 'yes' };
    const answers = { 'launch-goal': 'Sign up 500 paying teams in the first 30 days of the launch' };
    const notAsked = parseAnalysis(
      offlineAnalyze({ launchBrief: base, launchQuestionnaire: { answers } }, launch(), offlineContext()),
      launch(),
    );
    expect(JSON.stringify(notAsked)).not.toContain('last launch');
    const thin = { ...base, firstLaunch: 'no', lastLaunchLesson: 'Ok' };
    const asked = parseAnalysis(
      offlineAnalyze({ launchBrief: thin, launchQuestionnaire: { answers } }, launch(), offlineContext()),
      launch(),
    );
    expect(asked.risks).toContain('The lesson from the last launch is thin');
  });
});
