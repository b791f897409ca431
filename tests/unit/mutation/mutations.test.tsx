// @vitest-environment jsdom
/**
 * Nothing that passes the checker crashes the app. Every content file (the shipped ones, the
 * Plan a Launch fixture, the Customer Pulse fixture of the newer step types and the Qualify fixture of
 * every logic feature, URL parameters included) is mutated many ways: keys removed, renamed and retyped, values emptied,
 * references left dangling. For each mutation either the checker names a problem at a real
 * file:line:col, or every screen of the content it touches renders with the real views (in
 * jsdom, with sample answers in the session) without throwing.
 */
import { cleanup, render } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnalysisRequest, requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { checkEventBatch, eventRules } from '../../../server/insights/checkEventBatch.ts';
import { checkContent, type ContentFile } from '../../../src/checker/checkContent.ts';
import { contentShell } from '../../../src/engine/content/contentShell.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import type { Content, FlowContent, Screen } from '../../../src/engine/content/types.ts';
import { screenAnalysis } from '../../../src/engine/flow/screenKinds.ts';
import { sampleSession } from '../../../src/ui/preview/sampleSession.ts';
import { FormPage } from '../../../src/ui/screens/form/FormScreenView.tsx';
import { formValidatorFunctions } from '../support/formValidatorFunctions.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { HomeScreen } from '../../../src/ui/screens/HomeScreen.tsx';
import { Questionnaire } from '../../../src/ui/screens/questionnaire/QuestionnaireScreenView.tsx';
import { Results } from '../../../src/ui/screens/results/ResultsScreenView.tsx';
import { Guarded } from '../../../src/ui/session/Guarded.tsx';
import { guardOutcome } from '../../../src/ui/session/guardOutcome.ts';
import { sessionStore } from '../../../src/ui/session/sessionStore.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';
import { mutationsOf, sample, type Mutation } from './mutateContent.ts';
import { textsOf, translationFile } from '../translations/support/translationFixture.ts';

const root = resolve(import.meta.dirname, '../../..');
const files = readContentFiles(root, [
  resolve(root, 'tests/fixtures/extra-flow'),
  resolve(root, 'tests/fixtures/question-types'),
  resolve(root, 'tests/fixtures/logic-flow'),
]);
const schemas = readContentSchemas(root);
/** Mutations tried per content file, spread over the whole file. */
const perFile = 14;

afterEach(cleanup);

class Catch extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function view(content: Content, flow: FlowContent, screen: Screen): ReactNode {
  switch (screen.type) {
    case 'form': {
      const form = content.forms[screen.form];
      const validators = form ? formValidatorFunctions(form.schema) : undefined;
      return <FormPage content={content} flow={flow} screen={screen} formValidatorFunctions={validators} />;
    }
    case 'questionnaire':
      return <Questionnaire content={content} flow={flow} screen={screen} />;
    case 'results':
      return <Results content={content} flow={flow} screen={screen} />;
  }
}

/** The screens a mutation of `file` can change: its own flow's, or those using its form or prompt; all for app-wide files. */
function touchedScreens(content: Content, file: string): [FlowContent, Screen][] {
  const id = (file.split('/').pop() ?? '').replace(/\.(ya?ml|json)$/, '');
  const all = content.flows.flatMap((flow) => flow.screens.map((screen): [FlowContent, Screen] => [flow, screen]));
  if (file.includes('/flows/') || file.startsWith('flows/')) {
    if (file.endsWith('app.yaml') || file.includes('/pages/')) return all;
    return all.filter(([flow]) => flow.id === id);
  }
  if (file.includes('schemas/forms/')) return all.filter(([, screen]) => screen.type === 'form' && screen.form === id);
  return all.filter(([, screen]) => screenAnalysis(screen)?.prompt === id);
}

/** Renders each screen behind its guards, with the session a visitor reaching it would have; returns what threw. */
function renderScreens(content: Content, screens: [FlowContent, Screen][]): string[] {
  const thrown: string[] = [];
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const home = render(
      <MemoryRouter>
        <Catch onError={(error) => thrown.push(`home: ${error.message}`)}>
          <HomeScreen shell={contentShell(content)} />
        </Catch>
      </MemoryRouter>,
    );
    home.unmount();
    for (const [flow, screen] of screens) {
      // As loadFlow does for a flow: this content's slots become known, then the session is the one
      // a visitor reaching the screen would have.
      const store = sessionStore().getState();
      store.register(slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms));
      store.clear(Object.keys(store.slots));
      store.restore(sampleSession(content, { flow, screen }));
      const rendered = render(
        <MemoryRouter initialEntries={[screen.route]}>
          <Catch onError={(error) => thrown.push(`${screen.route}: ${error.message}`)}>
            <Guarded content={content} flow={flow} screen={screen}>
              {view(content, flow, screen)}
            </Guarded>
          </Catch>
        </MemoryRouter>,
      );
      rendered.unmount();
    }
  } finally {
    quiet.mockRestore();
  }
  return thrown;
}

function apply(mutation: Mutation): ContentFile[] {
  return files.map((file) => (file.file === mutation.file ? { ...file, text: mutation.text } : file));
}

const mutations = files.flatMap((file) => sample(mutationsOf(file), perFile));

describe('content mutations', () => {
  it('either the checker names each one at file:line:col, or every touched screen renders', () => {
    const known = new Set([...files.map((file) => file.file), 'flows/']);
    let named = 0;
    let rendered = 0;
    const failures: string[] = [];
    for (const mutation of mutations) {
      const { content, problems } = checkContent(apply(mutation), schemas);
      if (problems.length > 0) {
        named += 1;
        for (const problem of problems) {
          if (!known.has(problem.file) || !(problem.line >= 1 && problem.column >= 1))
            failures.push(`${mutation.file} ${mutation.name}: badly located: ${formatProblem(problem)}`);
        }
        continue;
      }
      if (!content) throw new Error(`${mutation.file} ${mutation.name}: no problems but no content`);
      rendered += 1;
      for (const error of renderScreens(content, touchedScreens(content, mutation.file)))
        failures.push(`${mutation.file} ${mutation.name}: passed the checker, then ${error}`);
    }
    console.log(
      `content mutations: ${mutations.length} tried over ${files.length} files; ${named} named by the checker, ${rendered} passed it and rendered every touched screen`,
    );
    expect(failures).toEqual([]);
    expect(named).toBeGreaterThan(0);
    expect(rendered).toBeGreaterThan(0);
  }, 180_000);
});

const pulse = 'tests/fixtures/question-types/flows/pulse.yaml';

/** One deliberate mistake in the Customer Pulse fixture: `from` (found exactly once) becomes `to`. */
function pulseMistake(name: string, from: string, to: string): Mutation {
  const text = files.find((file) => file.file === pulse)?.text ?? '';
  if (text.split(from).length !== 2) throw new Error(`${name}: ${JSON.stringify(from)} is not in ${pulse} once`);
  return { file: pulse, name, text: text.replace(from, to) };
}

/** Every kind of mistake the newer step types add; each must be refused at a line of the fixture. */
const newTypeMistakes: Mutation[] = [
  pulseMistake('number max not above min', 'max: 500\n', 'max: 1\n'),
  pulseMistake('number step wider than its bounds', 'step: 1\n        unit', 'step: 1000\n        unit'),
  pulseMistake('number unit blank', 'unit: people', "unit: ' '"),
  pulseMistake(
    'email with a number key',
    'placeholder: name@company.com',
    'placeholder: name@company.com\n        min: 1',
  ),
  pulseMistake('date bound not a calendar day', "min: '2026-01-01'", "min: '2026-02-30'"),
  pulseMistake('date bound not written YYYY-MM-DD', "max: '2030-12-31'", "max: '31/12/2030'"),
  pulseMistake('date max before min', "max: '2030-12-31'", "max: '2025-12-31'"),
  pulseMistake('rating scale beyond 10', 'scale: 5', 'scale: 11'),
  pulseMistake('rating without a scale', 'scale: 5\n', ''),
  pulseMistake('rating ends that read the same', 'maxLabel: Very satisfied', 'maxLabel: very UNsatisfied'),
  pulseMistake('NPS without an end label', 'minLabel: Not at all likely\n', ''),
  pulseMistake('NPS ends that read the same', 'maxLabel: Extremely likely', 'maxLabel: Not at all likely'),
  pulseMistake('yes/no labels that read the same', 'noLabel: Not yet', 'noLabel: yes, we do'),
  pulseMistake('yes/no without its labels', '        yesLabel: Yes, we do\n', ''),
  pulseMistake('dropdown option value twice', '{value: at, label: Austria}', '{value: au, label: Austria}'),
  pulseMistake('dropdown option value blank', '{value: be, label: Belgium}', "{value: ' ', label: Belgium}"),
  pulseMistake('a step type that does not exist', 'type: nps', 'type: net-promoter'),
  // Rules on the newer types (the detractor step's `when`).
  pulseMistake('an NPS compared with a point off its scale', '[0, 1, 2, 3, 4, 5, 6]', '[0, 1, 2, 11]'),
  pulseMistake(
    'a yes/no compared with its label',
    '{in: [{var: answers.recommend}, [0, 1, 2, 3, 4, 5, 6]]}',
    '{"==": [{var: answers.churn-tracked}, Not yet]}',
  ),
  pulseMistake(
    'a dropdown compared with a label',
    '{in: [{var: answers.recommend}, [0, 1, 2, 3, 4, 5, 6]]}',
    '{"==": [{var: answers.main-market}, Germany]}',
  ),
  pulseMistake(
    'a date compared with a day not written YYYY-MM-DD',
    '{in: [{var: answers.recommend}, [0, 1, 2, 3, 4, 5, 6]]}',
    '{"<": [{var: answers.review-date}, 03/05/2026]}',
  ),
  pulseMistake(
    'a number written as text',
    '{in: [{var: answers.recommend}, [0, 1, 2, 3, 4, 5, 6]]}',
    '{">": [{var: answers.team-size}, "50"]}',
  ),
];

describe('mistakes in the newer step types', () => {
  it.each(newTypeMistakes.map((mutation) => [mutation.name, mutation] as const))(
    '%s is refused at a line of the flow file',
    (_name, mutation) => {
      const { content, problems } = checkContent(apply(mutation), schemas);
      expect(content).toBeUndefined();
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) {
        expect(problem.file).toBe(pulse);
        expect(problem.line).toBeGreaterThan(1);
        expect(problem.column).toBeGreaterThanOrEqual(1);
      }
    },
  );
});

/**
 * Every kind of logic mistake the checker knows, made once in the logic fixture: each must be
 * named (an error, or for a question no answer can show, a warning), never reach a user.
 */
describe('logic mutations', () => {
  const logicFile = 'tests/fixtures/logic-flow/flows/qualify.yaml';
  const logicFiles = readContentFiles(root, [resolve(root, 'tests/fixtures/logic-flow')]);
  const planWhen = 'when: {"!=": [{var: answers.stage}, idea]}';
  const branches =
    'next:\n      - when: {">=": [{var: computed.readiness}, 60]}\n        to: /qualify-ready\n      - to: /qualify-result';
  const cases: [name: string, from: string, to: string, named: string][] = [
    [
      'a condition reading a question asked later',
      planWhen,
      'when: {"!=": [{var: answers.plan}, x]}',
      'which is asked later',
    ],
    [
      'computed values in a cycle',
      'budgetMidpoint: {"/"',
      'budgetMidpoint: {"-": [{var: computed.readiness}, 1]}\n  unused: {"/"',
      'in a cycle',
    ],
    [
      'a branch list without a default',
      branches,
      branches.replace('- to: /qualify-result', '- {when: true, to: /qualify-result}'),
      'has no default',
    ],
    [
      'a branch to a route that does not exist',
      'to: /qualify-ready',
      'to: /qualify-reddy',
      'no screen or page has the route "/qualify-reddy"',
    ],
    [
      'a misspelt computed value in a step title',
      '{{ computed.readiness }}: what',
      '{{ computed.readines }}: what',
      '"readines" is not in "computed"',
    ],
    [
      "a misspelt computed value as a result screen's score",
      "scoreField: computed.readiness\n        scoreLabel: Readiness\n        summaryField: summary\n        lists: []\n        actions:\n          - {label: Start Over, to: /, variant: secondary}\n      values:\n        summary: 'With",
      "scoreField: computed.readyness\n        scoreLabel: Readiness\n        summaryField: summary\n        lists: []\n        actions:\n          - {label: Start Over, to: /, variant: secondary}\n      values:\n        summary: 'With",
      '"readyness" is not in "computed"',
    ],
    [
      'a misspelt URL parameter in a rule',
      'when: {"==": [{var: params.source}, partner]}',
      'when: {"==": [{var: params.sorce}, partner]}',
      '"sorce" is not in "params" (did you mean "source"?)',
    ],
    [
      "a value that is not one of a choice parameter's options",
      'when: {"==": [{var: params.source}, partner]}',
      'when: {"==": [{var: params.source}, partnr]}',
      '"partnr" is not one of',
    ],
    [
      "a limit that does not fit the parameter's type",
      '    options: [newsletter, partner, event]\n',
      '    options: [newsletter, partner, event]\n    maxLength: 10\n',
      '"maxLength" does not apply to a choice parameter',
    ],
    [
      'a choice parameter without options',
      '    options: [newsletter, partner, event]\n',
      '',
      'a choice parameter needs "options"',
    ],
    [
      "a store named after the flow's own values",
      'store: qualifyAnswers',
      'store: params',
      '"params" is a name rules read the flow\'s own values under',
    ],
    [
      'a question no answer can ever show',
      planWhen,
      'when: {and: [{"==": [{var: answers.stage}, idea]}, {"==": [{var: answers.stage}, revenue]}]}',
      'no answer can ever show "plan"',
    ],
  ];
  it.each(cases)('%s is named by the checker', (_name, from, to, named) => {
    const text = logicFiles.find((file) => file.file === logicFile)?.text ?? '';
    expect(text.split(from)).toHaveLength(2);
    const edited = logicFiles.map((file) =>
      file.file === logicFile ? { ...file, text: text.replace(from, () => to) } : file,
    );
    const { problems, warnings = [] } = checkContent(edited, schemas);
    expect([...problems, ...warnings].map(formatProblem)).toContainEqual(expect.stringContaining(named));
  });
});

/**
 * `from` written as `to` once in `file` of `files`: the content is refused, with exactly one
 * problem naming `named`, at a line of `reportedIn`.
 */
function expectRefusedAt(
  files: readonly ContentFile[],
  edit: { file: string; from: string; to: string },
  named: string,
  reportedIn: string,
): void {
  const text = files.find((entry) => entry.file === edit.file)?.text ?? '';
  expect(text.split(edit.from)).toHaveLength(2);
  const edited = files.map((entry) =>
    entry.file === edit.file ? { ...entry, text: text.replace(edit.from, () => edit.to) } : entry,
  );
  const { content, problems } = checkContent(edited, schemas);
  expect(content).toBeUndefined();
  const found = problems.filter((problem) => formatProblem(problem).includes(named));
  expect(found.map(formatProblem)).toEqual([expect.stringContaining(named)]);
  expect(found[0]?.file).toBe(reportedIn);
  expect(found[0]?.line).toBeGreaterThan(1);
}

/**
 * A form field's `ui:when` (issue #34 item 7) in the Book a Venue fixture: each mistake is named at
 * its file:line:col with a did-you-mean or the fix, as a step's `when` would be.
 */
describe('form field ui:when mutations', () => {
  const formFile = 'tests/fixtures/field-when/schemas/forms/venue-details.json';
  const flowFile = 'tests/fixtures/field-when/flows/venue.yaml';
  const venueFiles = readContentFiles(root, [resolve(root, 'tests/fixtures/field-when')]);
  const cases: [name: string, file: string, from: string, to: string, named: string][] = [
    [
      'a misspelt field of the same form',
      formFile,
      '"var": "answers.catering"',
      '"var": "answers.caterin"',
      'uiSchema.dietary["ui:when"]["=="][0].var: "answers.caterin": "caterin" is not in "answers" (did you mean "catering"?)',
    ],
    [
      "a misspelt earlier screen's answer",
      formFile,
      '"var": "venueEvent.format"',
      '"var": "venueEvent.fromat"',
      '"fromat" is not in "venueEvent" (did you mean "format"?)',
    ],
    ['a misspelt operator', formFile, '"!=": [', '"=!": [', 'unknown operator "=!" (did you mean "=="?)'],
    [
      'a field of the same form shown after it',
      formFile,
      '"var": "venueEvent.format"',
      '"var": "answers.dietary"',
      '"answers.dietary" reads the answer to "Dietary needs", which is asked later',
    ],
    [
      'a value that is none of the choices it is compared with',
      formFile,
      '"online"',
      '"onlin"',
      '"onlin" is not one of',
    ],
    [
      'a ui:when inside ui:options',
      formFile,
      '"ui:widget": "textarea",',
      '"ui:widget": "textarea", "ui:options": { "when": true },',
      '"when" is written "ui:when", beside "ui:options" rather than inside it',
    ],
    [
      'a field with a ui:when printed without a fallback',
      flowFile,
      '{{ venueDetails.dietary ?? "none" }}',
      '{{ venueDetails.dietary }}',
      'may be missing (form "venue-details" shows "dietary" only when its "ui:when" holds): declare what to write then',
    ],
  ];
  it.each(cases)('%s is refused at its line', (_name, file, from, to, named) => {
    expectRefusedAt(venueFiles, { file, from, to }, named, file);
  });
});

/**
 * Every kind of translation mistake, both ways: a complete translation made from the content's
 * own texts passes; a text taken out, a translation whose English changed, and a misspelt or
 * dropped placeholder are each named at a line of the file that must change.
 */
describe('translation mutations', () => {
  const english = readContentFiles(root);
  const texts = textsOf(english, schemas).map((text) => ({ ...text, translation: `(fr) ${text.text}` }));
  const counter = texts.find((text) => /\{\w+\}/.test(text.text));
  const template = texts.find((text) => /\{\{[^}]+\}\}/.test(text.text));
  if (!counter || !template) throw new Error('the content has no text with a placeholder');
  const translated = (entries: typeof texts, edit: (files: ContentFile[]) => ContentFile[] = (same) => same) =>
    checkContent(edit([...english, translationFile('fr', entries)]), schemas);

  it('passes a complete translation, and gives the content in French', () => {
    const { problems, warnings = [], translations } = translated(texts);
    expect([...problems, ...warnings].map(formatProblem)).toEqual([]);
    expect(translations?.fr?.language.tag).toBe('fr');
  });

  const cases: [name: string, result: () => ReturnType<typeof checkContent>, file: string, named: string][] = [
    [
      'a text taken out',
      () => translated(texts.filter((text) => text !== counter)),
      counter.file,
      'no French (fr) translation of',
    ],
    [
      'a translation whose English changed',
      () =>
        translated(texts, (files) =>
          files.map((file) =>
            file.file === counter.file ? { ...file, text: file.text.replace(counter.text, `${counter.text}!`) } : file,
          ),
        ),
      'translations/fr.yaml',
      'stale: the English text changed after this was translated',
    ],
    [
      'a misspelt placeholder',
      () =>
        translated(
          texts.map((text) =>
            text === template ? { ...text, translation: text.translation.replace(/\{\{\s*/, '{{ x') } : text,
          ),
        ),
      'translations/fr.yaml',
      'is not in the English text',
    ],
    [
      'a dropped placeholder',
      () =>
        translated(
          texts.map((text) =>
            text === counter ? { ...text, translation: text.translation.replace(/\{\w+\}/, '') } : text,
          ),
        ),
      'translations/fr.yaml',
      "the English text's placeholder",
    ],
  ];
  it.each(cases)('%s is named at a line of the file to change', (_name, result, file, named) => {
    const { content, problems } = result();
    expect(content).toBeUndefined();
    expect(problems.map(formatProblem)).toContainEqual(expect.stringContaining(named));
    for (const problem of problems) {
      expect(problem.file).toBe(file);
      expect(problem.line).toBeGreaterThan(1);
    }
  });
});

/**
 * The faults issue #34 found, each made once in the Check Loan Readiness fixture (a branch into an
 * AI review, a follow-up, a step asked under a condition, a conditional form field): each is named
 * by the checker at its file:line:col with the fix, never reaches a visitor.
 */
describe('one question model mutations', () => {
  const flowFile = 'tests/fixtures/branch-flow/flows/loan.yaml';
  const promptFile = 'tests/fixtures/branch-flow/prompts/loan-review.yaml';
  const pageFile = 'flows/pages/privacy.yaml';
  const grantFile = 'tests/fixtures/branch-flow/flows/grant.yaml';
  const grantPrompt = 'tests/fixtures/branch-flow/prompts/grant-review.yaml';
  const branchFiles = readContentFiles(root, [resolve(root, 'tests/fixtures/branch-flow')]);
  /** `reportedIn`: where the checker names it, when not the file edited (the screen that runs the analysis). */
  const cases: [name: string, file: string, from: string, to: string, named: string, reportedIn?: string][] = [
    [
      "fault 1: a follow-up's answer is a field of its store (a misspelt one has a did-you-mean)",
      promptFile,
      '{{ loanAnswers.answers.collateralOther ?? "not asked" }}',
      '{{ loanAnswers.answers.collateralOthr ?? "not asked" }}',
      'has no field "answers.collateralOthr" (did you mean "answers.collateralOther"?)',
    ],
    [
      "fault 2: a follow-up's answer printed without a fallback",
      promptFile,
      '{{ loanAnswers.answers.collateralOther ?? "not asked" }}',
      '{{ loanAnswers.answers.collateralOther }}',
      'may be missing (follow-up "collateralOther" is asked only when "Other" is chosen for "collateral"): declare what to write then',
    ],
    [
      "fault 2: a conditional step's answer printed without a fallback",
      promptFile,
      '{{ loanAnswers.answers.growthPlan ?? "not asked" }}',
      '{{ loanAnswers.answers.growthPlan }}',
      'may be missing (step "growthPlan" is asked only when its condition holds): declare what to write then, e.g. {{ loanAnswers.answers.growthPlan ?? "not asked" }}',
    ],
    [
      'fault 2: a precheck requiring a conditional step',
      promptFile,
      'require: [loanContact.name, loanAnswers.answers.years]',
      'require: [loanContact.name, loanAnswers.answers.growthPlan]',
      'so requiring it would turn away every visitor who was not asked; require only what every visitor answers',
    ],
    [
      'fault 2: a rubric criterion on a conditional step that is not optional',
      promptFile,
      '  - field: loanAnswers.answers.growthPlan\n    optional: true\n',
      '  - field: loanAnswers.answers.growthPlan\n',
      'add "optional: true" so a visitor who was not asked is not marked down',
    ],
    [
      "fault 2: a conditional form field's answer printed without a fallback",
      promptFile,
      '{{ loanContact.sectorOther ?? "" }}',
      '{{ loanContact.sectorOther }}',
      'may be missing (form "loan-contact" shows it only when its condition holds)',
    ],
    [
      "fault 2: a results screen printing a conditional step's answer without a fallback",
      flowFile,
      "summary: 'A readiness of {{ computed.readiness }}:",
      "summary: 'Your plan {{ loanAnswers.answers.growthPlan }}, a readiness of {{ computed.readiness }}:",
      'may be missing (step "growthPlan" is asked only when its condition holds)',
    ],
    [
      'fault 4: a first question asked when a computed value that reads later answers holds',
      flowFile,
      '      - id: years\n        type: radio\n',
      '      - id: years\n        type: radio\n        when: {">=": [{var: computed.readiness}, 10]}\n',
      '"computed.readiness" is worked out from the answer to "How long has the business traded?", which is asked later',
    ],
    [
      'fault 4: a later question named by its store path',
      flowFile,
      'when: {"==": [{var: answers.years}, over3]}',
      'when: {"==": [{var: loanAnswers.answers.growthPlan}, over3]}',
      '"loanAnswers.answers.growthPlan" reads the answer to "What would the loan pay for?", which is asked later',
    ],
    [
      "fault 5: a placeholder in a form screen's description, shown as written",
      flowFile,
      'description: Who should the review be addressed to?',
      'description: Your readiness is {{ computed.readines }}.',
      "a screen's description is shown as written, so the braces would show",
    ],
    [
      'item 4: an analysis screen naming an analysis that does not exist',
      grantFile,
      'analysis: grant-review',
      'analysis: grant-reveiw',
      'no prompts/grant-reveiw.yaml (did you mean "grant-review"?)',
    ],
    [
      'item 4: an analysis screen whose analysis reads a store no way to it fills',
      grantPrompt,
      'inputs: [grantAnswers]',
      'inputs: [grantAnswers, loanAnswers]',
      'reads "loanAnswers", which is not filled on every way here: /grant → /grant-review passes no screen that stores it',
      grantFile,
    ],
    [
      'item 4: an analysis screen no branch leads to',
      grantFile,
      '        to: /grant-review\n',
      '        to: /grant-too-early\n',
      'no "next" leads from the flow\'s start ("/grant") to "/grant-review"',
    ],
    [
      "item 5: an optional step's answer printed without a fallback",
      grantPrompt,
      '{{ grantAnswers.answers.partners ?? "none named" }}',
      '{{ grantAnswers.answers.partners }}',
      'may be missing (step "partners" has "required: false", so a visitor may leave it unanswered): declare what to write then',
    ],
    [
      'item 5: a rubric criterion on an optional step that is not optional',
      grantPrompt,
      '  - field: grantAnswers.answers.partners\n    optional: true\n',
      '  - field: grantAnswers.answers.partners\n',
      'add "optional: true" so a visitor who was not asked is not marked down',
    ],
    [
      'item 5: a precheck requiring an optional step',
      grantPrompt,
      'require: [grantAnswers.answers.stage]',
      'require: [grantAnswers.answers.partners]',
      '"grantAnswers.answers.partners" may be missing: step "partners" has "required: false"',
    ],
  ];
  it.each(cases)('%s is refused at its line with the fix', (_name, file, from, to, named, reportedIn = file) => {
    expectRefusedAt(branchFiles, { file, from, to }, named, reportedIn);
  });

  it("item 8: a placeholder in a page's text, shown as written, is refused", () => {
    const text = branchFiles.find((entry) => entry.file === pageFile)?.text ?? '';
    const line = text.split('\n').find((candidate) => /^\s+- \S/.test(candidate)) ?? '';
    const edited = branchFiles.map((entry) =>
      entry.file === pageFile ? { ...entry, text: text.replace(line, () => `${line} {{ computed.score }}`) } : entry,
    );
    const { problems } = checkContent(edited, schemas);
    expect(problems.map(formatProblem)).toContainEqual(
      expect.stringMatching(
        /^flows\/pages\/privacy\.yaml:\d+:\d+ .*\{\{ computed\.score \}\}: a page's text is shown as written/,
      ),
    );
  });

  /** Faults 3 and 7 are in what a visitor sends, not in content: the same fixture, its input mutated. */
  const loanContent = checkContent(branchFiles, schemas).content;
  const loan = loanContent?.flows.find((flow) => flow.id === 'loan');
  const review = loan?.screens.find((screen) => screen.id === 'review');
  const ready = {
    loanAnswers: { step: 3, answers: { years: 'over3', collateral: ['property'], growthPlan: 'A second shop' } },
    loanContact: { name: 'Ada' },
  };
  // Less than a year's trading: a readiness of 50, whose branch leads to "Not Ready Yet".
  const routedElsewhere = {
    ...ready,
    loanAnswers: { step: 1, answers: { years: 'under1', collateral: ['property'] } },
  };

  it('fault 3: answers routed to "Not Ready Yet" open no review, in the browser or on the server', () => {
    if (!loanContent || !loan || !review) throw new Error('the branch fixture does not pass the checker');
    const sent = (answers: Record<string, unknown>) =>
      checkAnalysisRequest(loanContent, requestRules(loanContent), {
        flowId: 'loan',
        analysisId: 'loan-review',
        answers,
      });
    expect(sent(ready).ok).toBe(true);
    expect(sent(routedElsewhere)).toMatchObject({ ok: false, message: expect.stringContaining('/loan-not-ready') });
    const store = sessionStore().getState();
    store.register(slotValidators(loanContent, compileAtRunTime(Object.values(loanContent.forms)).forms));
    store.clear(Object.keys(store.slots));
    store.restore(routedElsewhere);
    expect(guardOutcome(loanContent, loan, review)).toEqual({
      pass: false,
      redirect: '/loan-not-ready',
      message: loanContent.app.pathNotice,
    });
  });

  it("fault 7: a visit's event on a follow-up is counted, a step no screen asks is refused", () => {
    if (!loanContent) throw new Error('the branch fixture does not pass the checker');
    const batch = (step: string) => ({
      tab: '9b2f4c1e-8d3a-4f6b-9c2d-1e5f7a8b9c0d',
      events: [{ seq: 0, age: 0, flow: 'loan', screen: 'loan', step, kind: 'complete', duration: 1200 }],
    });
    expect(checkEventBatch(eventRules(loanContent), batch('collateralOther')).ok).toBe(true);
    expect(checkEventBatch(eventRules(loanContent), batch('collateralOthr'))).toEqual({
      ok: false,
      reason: 'event 0 names no step of its screen',
    });
  });
});
