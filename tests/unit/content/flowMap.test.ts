import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/engine/content/checkContent.ts';
import { flowMap, flowMaps } from '../../../src/engine/content/flowMap.ts';
import { formatProblem } from '../../../src/engine/content/problem.ts';
import type { AnalysisContent, Content, FlowContent } from '../../../src/engine/content/types.ts';
import { projectRoot, shippedFiles, shippedSchemas } from './support/shippedContent.ts';

function shippedContent(): Content {
  const { content, problems } = checkContent(shippedFiles(), shippedSchemas());
  if (!content) throw new Error(problems.map(formatProblem).join('\n'));
  return content;
}

function mermaidLines(markdown: string): string[] {
  const body = markdown.split('```mermaid\n')[1]?.split('\n```')[0];
  if (body === undefined) throw new Error('no mermaid block');
  return body.split('\n');
}

describe('docs/flows/*.md', () => {
  it('are exactly what `npm run flows:map` generates from the shipped flows (run it after changing a flow)', () => {
    const maps = flowMaps(shippedContent());
    const onDisk = readdirSync(join(projectRoot, 'docs', 'flows'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/flows/${name}`)
      .sort();
    expect(onDisk).toEqual(maps.map((map) => map.file).sort());
    for (const map of maps) expect(readFileSync(join(projectRoot, map.file), 'utf8'), map.file).toBe(map.text);
  });
});

describe('flowMap', () => {
  const shipped = shippedContent();
  const founder = shipped.analyses.founder as AnalysisContent;
  const tinyAnalysis: AnalysisContent = {
    ...founder,
    id: 'tiny',
    sections: [
      { key: 'SUMMARY', field: 'summary', kind: 'text' },
      { key: 'SCORE', field: 'score', kind: 'score', min: 0, max: 10, fallback: 5 },
    ],
    result: {
      ...founder.result,
      title: 'Tiny <Result>',
      actions: [
        { label: 'Again', effect: 'clear' },
        { label: 'Talk', to: '/consulting' },
      ],
    },
  };
  const tiny: FlowContent = {
    kind: 'flow',
    id: 'tiny',
    card: { id: 'tiny', title: 'Try "it"', description: 'A tiny flow.', order: 9 },
    start: '/tiny',
    screens: [
      {
        id: 'intro',
        type: 'form',
        route: '/tiny',
        title: 'Intro',
        form: 'intro-form',
        store: 'introData',
        submitLabel: 'Go',
        next: '/tiny-questions',
      },
      {
        id: 'qs',
        type: 'questionnaire',
        route: '/tiny-questions',
        store: 'tinyAnswers',
        guards: [
          {
            store: 'introData',
            requires: ['name'],
            redirect: '/tiny',
            missing: 'Start at the beginning',
            invalid: 'Tell us your name',
          },
        ],
        labels: { back: 'Back', next: 'On', finish: 'Done' },
        steps: [
          { id: 'why', type: 'text', title: 'Why?' },
          {
            id: 'pick',
            type: 'radio',
            title: 'Pick',
            options: [
              { value: 'a', label: 'A' },
              { value: 'b', label: 'B' },
            ],
          },
        ],
        analysis: { prompt: 'tiny', clearOnClose: ['tinyAnswers'], closeTo: '/tiny' },
      },
    ],
  };
  const content: Content = { ...shipped, flows: [tiny], analyses: { tiny: tinyAnalysis } };

  it('draws the card, screens, steps in order, guards, transitions and the analysis with where closing leads', () => {
    expect(mermaidLines(flowMap(content, tiny))).toEqual([
      'flowchart TD',
      '  home(["Home page<br/>card: Try #quot;it#quot;"])',
      '  screen_intro["form: Intro<br/>/tiny · form intro-form → introData"]',
      '  subgraph screen_qs["questionnaire<br/>/tiny-questions · → tinyAnswers"]',
      '    direction TB',
      '    step_qs_1["1. why · text"]',
      '    step_qs_2["2. pick · radio"]',
      '    step_qs_1 -->|"On"| step_qs_2',
      '  end',
      '  home -->|"Try #quot;it#quot;"| screen_intro',
      '  screen_intro -->|"Go"| screen_qs',
      '  analysis_tiny[["analysis: prompts/tiny.yaml<br/>result: Tiny #lt;Result#gt;<br/>sections:<br/>SUMMARY (text)<br/>SCORE (score 0-10)"]]',
      '  analysis_tiny -->|"Again (clears tinyAnswers)"| screen_intro',
      '  route_consulting(["page: Expert Startup Consulting<br/>/consulting"])',
      '  analysis_tiny -->|"Talk"| route_consulting',
      '  step_qs_2 -->|"Done"| analysis_tiny',
      '  screen_qs -.->|"guard · no introData: Start at the beginning<br/>blank name: Tell us your name"| screen_intro',
    ]);
  });

  it('says where the flow starts and that the file is generated', () => {
    const markdown = flowMap(content, tiny);
    expect(markdown).toMatch(/^# Flow map: tiny\n/);
    expect(markdown).toContain('The home card **Try "it"** opens `/tiny`.');
    expect(markdown).toContain('Generated from flows/tiny.yaml by `npm run flows:map`');
  });

  it('without closeTo, closing the analysis stays on the screen', () => {
    const staying: FlowContent = {
      ...tiny,
      screens: tiny.screens.map((screen) =>
        screen.type === 'questionnaire' ? { ...screen, analysis: { prompt: 'tiny', clearOnClose: [] } } : screen,
      ),
    };
    expect(mermaidLines(flowMap({ ...content, flows: [staying] }, staying))).toContain(
      '  analysis_tiny -->|"Again"| screen_qs',
    );
  });
});
