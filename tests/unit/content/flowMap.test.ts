import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { flowMap, flowMaps } from '../../../src/checker/flowMap.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
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

  it("draws each branch of a form's `next`, the default as the plain submit", () => {
    const branching: FlowContent = {
      ...tiny,
      screens: tiny.screens.map((screen) =>
        screen.type === 'form'
          ? {
              ...screen,
              next: [{ when: { '!!': [{ var: 'introData.name' }] }, to: '/tiny-questions' }, { to: '/consulting' }],
            }
          : screen,
      ),
    };
    const lines = mermaidLines(flowMap({ ...content, flows: [branching] }, branching));
    expect(lines).toContain('  screen_intro -->|"Go, when its rule holds"| screen_qs');
    expect(lines).toContain('  screen_intro -->|"Go"| route_consulting');
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

describe('flowMap, the less common shapes', () => {
  const shipped = shippedContent();
  const lonely: FlowContent = {
    kind: 'flow',
    id: 'lonely',
    card: { id: 'lonely', title: 'Soon', description: 'Not yet.', order: 9, comingSoon: true },
    start: '/lonely',
    screens: [
      {
        id: 'ask',
        type: 'form',
        route: '/lonely',
        form: 'ask-form',
        store: 'askData',
        submitLabel: 'Send',
        back: { label: 'Home', to: '/' },
        analysis: { prompt: 'gone', clearOnClose: [] },
        guards: [
          { store: 'seen', redirect: '/', missing: 'Start over', invalid: 'Start over' },
          { store: 'seen', requires: ['a', 'b'], redirect: '/', missing: 'Same', invalid: 'Same' },
        ],
      },
      {
        id: 'end',
        type: 'results',
        route: '/lonely-end',
        result: {
          view: {
            title: 'The end',
            scoreField: 'score',
            scoreLabel: 'Score',
            summaryField: 'summary',
            lists: [],
            actions: [
              { label: 'Docs', href: 'https://example.com/docs' },
              { label: 'Docs again', href: 'https://example.com/docs' },
              { label: 'Buyers', to: '/buyer-questions' },
              { label: 'Other', to: '/other' },
              { label: 'Nowhere', to: '/nowhere' },
              { label: 'Nowhere again', to: '/nowhere' },
              { label: 'Reset', effect: 'reset' },
              { label: 'Inert' },
            ],
          },
          values: {},
        },
      },
    ],
  };
  const other: FlowContent = {
    kind: 'flow',
    id: 'other',
    start: '/other',
    screens: [{ id: 'untitled', type: 'form', route: '/other', form: 'f', store: 'otherData', submitLabel: 'Go' }],
  };
  const lines = mermaidLines(flowMap({ ...shipped, flows: [...shipped.flows, lonely, other] }, lonely));

  it('shows a coming-soon card without an arrow into the flow', () => {
    expect(lines[1]).toBe('  home(["Home page<br/>card: Soon (coming soon)"])');
    expect(lines.filter((line) => line.startsWith('  home -->'))).toEqual([]);
  });

  it('names a results screen by its result title, and a missing prompt file as such', () => {
    expect(lines).toContain('  screen_end["results: The end<br/>/lonely-end · fixed result"]');
    expect(lines).toContain('  analysis_gone[["analysis: prompts/gone.yaml<br/>missing prompt file"]]');
    expect(lines).toContain('  screen_ask -->|"Send"| analysis_gone');
  });

  it('declares an external link and an outside route once, however many buttons lead there', () => {
    expect(lines.filter((line) => line.includes('link_https_example_com_docs(['))).toHaveLength(1);
    expect(lines).toContain('  screen_end -->|"Docs"| link_https_example_com_docs');
    expect(lines).toContain('  screen_end -->|"Docs again"| link_https_example_com_docs');
    const buyerQuestions = shipped.flows
      .flatMap((flow) => flow.screens)
      .find((screen) => screen.route === '/buyer-questions');
    expect(lines).toContain(
      `  route_buyer_questions(["buyer flow: ${buyerQuestions?.title ?? '?'}<br/>/buyer-questions"])`,
    );
    expect(lines).toContain('  route_other(["other flow: untitled<br/>/other"])');
    expect(lines.filter((line) => line.includes('route_nowhere(['))).toEqual([
      '  route_nowhere(["unknown route<br/>/nowhere"])',
    ]);
    expect(lines).toContain('  screen_end -->|"Nowhere again"| route_nowhere');
  });

  it('keeps an effect without closeTo on its screen, and draws no arrow for a button that goes nowhere', () => {
    expect(lines).toContain('  screen_end -->|"Reset"| screen_end');
    expect(lines.some((line) => line.includes('Inert'))).toBe(false);
  });

  it('draws a back button, and a guard in one line when it has one message', () => {
    expect(lines).toContain('  screen_ask -->|"Home"| home');
    expect(lines).toContain('  screen_ask -.->|"guard · no seen: Start over"| home');
    expect(lines).toContain('  screen_ask -.->|"guard · needs seen with a, b: Same"| home');
  });

  it('says so when a flow has no home card', () => {
    const { card: _card, ...cardless } = lonely;
    const markdown = flowMap({ ...shipped, flows: [cardless] }, cardless);
    expect(markdown).toContain('The flow has no home card; it starts at `/lonely`.');
    expect(mermaidLines(markdown)[1]).toBe('  home(["Home page"])');
  });
});
