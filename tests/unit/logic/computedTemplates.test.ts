/**
 * The checker reads every template a person or a model reads as it reads rules: a step's title,
 * a results screen's texts and fields, a prompt and an email name computed values (and answers)
 * that exist, each refused at its file:line:col with a did-you-mean. Fixture content only.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentFile } from '../../../src/checker/checkContent.ts';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { at, problemLines, projectRoot, withEdit } from '../content/support/shippedContent.ts';

const qualify = 'tests/fixtures/logic-flow/flows/qualify.yaml';
const pulseFlow = 'tests/fixtures/question-types/flows/pulse.yaml';
const pulsePrompt = 'tests/fixtures/question-types/prompts/pulse.yaml';
const files = readContentFiles(projectRoot, [
  resolve(projectRoot, 'tests/fixtures/logic-flow'),
  resolve(projectRoot, 'tests/fixtures/question-types'),
]);

function linesAfter(file: string, from: string, to: string, base: readonly ContentFile[] = files) {
  const edited = withEdit(base, file, from, to);
  return { lines: problemLines(edited), at: (needle: string) => `${file}:${at(edited, file, needle)}` };
}

const readyScore = 'title: Ready to Buy\n        scoreField: computed.readiness';
const healthLine = 'Customer health (15 to 100): {{ computed.customerHealth }}';

describe('computed values and answers in templates', () => {
  it('accepts the fixtures, which read computed values in a title, result screens and a prompt', () => {
    expect(problemLines(files)).toEqual([]);
  });

  it("refuses a misspelt name in a step's title and an answer asked later, where they are written", () => {
    const title = linesAfter(qualify, '{{ computed.readiness }}: what', '{{ computed.readines }}: what');
    expect(title.lines).toEqual([
      `${title.at('{{ computed.readines }}')} screens[0].steps[4].title: {{ computed.readines }}: "computed.readines": "readines" is not in "computed" (did you mean "readiness"?)`,
    ]);
    const later = linesAfter(qualify, 'title: Who are your co-investors?', 'title: Who backs {{ answers.plan }}?');
    expect(later.lines).toEqual([expect.stringContaining('"answers.plan" reads the answer to "Readiness')]);
    const option = linesAfter(
      qualify,
      '{value: saas, label: SaaS}',
      '{value: saas, label: "SaaS ({{ answers.stag }})"}',
    );
    expect(option.lines).toEqual([
      expect.stringContaining(
        'screens[0].steps[1].options[0].label: {{ answers.stag }}: "answers.stag": "stag" is not in "answers" (did you mean "stage"?)',
      ),
    ]);
  });

  it("refuses a results screen's score field or text naming no computed value", () => {
    const field = linesAfter(qualify, readyScore, 'title: Ready to Buy\n        scoreField: computed.readyness');
    expect(field.lines).toEqual([
      `${field.at('computed.readyness')} screens[2].result.view.scoreField: "computed.readyness": "readyness" is not in "computed" (did you mean "readiness"?)`,
    ]);
    const text = linesAfter(
      qualify,
      'With a readiness of {{ computed.readiness }}',
      'With a readiness of {{ computed.readines }}',
    );
    expect(text.lines).toEqual([
      expect.stringContaining(
        'screens[2].result.values.summary: {{ computed.readines }}: "computed.readines": "readines" is not in "computed" (did you mean "readiness"?)',
      ),
    ]);
    const store = linesAfter(
      qualify,
      'With a readiness of {{ computed.readiness }}',
      'With {{ qualifyAnswer.answers.stage }}',
    );
    expect(store.lines).toEqual([expect.stringContaining('(did you mean "qualifyAnswers"?)')]);
  });

  it('refuses a prompt naming a computed value its flow does not have', () => {
    const { lines, at: where } = linesAfter(
      pulsePrompt,
      healthLine,
      healthLine.replace('customerHealth', 'customerHelth'),
    );
    expect(lines).toEqual([
      `${where('{{ computed.customerHelth }}')} template: {{ computed.customerHelth }}: "computed.customerHelth": "customerHelth" is not in "computed" (did you mean "customerHealth"?), in flow "pulse" which runs this analysis`,
    ]);
  });

  it("refuses a computed value in a prompt that reads a store outside the analysis's inputs", () => {
    // The flow gains a store the prompt does not send: a value read from it would be worked out without it.
    const withContact = withEdit(
      files,
      pulseFlow,
      '  customerHealth:',
      '  contacted: {var: pulseContact.answers.when}\n  customerHealth:',
    );
    const withScreen = withEdit(
      withContact,
      pulseFlow,
      'screens:\n',
      'screens:\n  - {id: contact, type: questionnaire, route: /pulse-contact, store: pulseContact, labels: {back: Back, next: Next, finish: Finish}, steps: [{id: when, type: text, title: When?}]}\n',
    );
    const { lines } = linesAfter(pulsePrompt, healthLine, `${healthLine} {{ computed.contacted }}`, withScreen);
    expect(lines).toContainEqual(
      expect.stringContaining(
        `{{ computed.contacted }}: "computed.contacted" reads "pulseContact", which is not one of this analysis's inputs, so the prompt would be written without it; add it to "inputs"`,
      ),
    );
  });

  it('follows computed values through the ones they read, a cycle included, and knows a flow without any', () => {
    const looped = withEdit(
      files,
      pulseFlow,
      '  customerHealth:',
      '  loopA: {var: computed.loopB}\n  loopB: {"+": [{var: computed.loopA}, {var: computed.nothing}, 1]}\n  customerHealth:',
    );
    const { lines } = linesAfter(pulsePrompt, healthLine, `${healthLine} {{ computed.loopA }}`, looped);
    expect(lines).toContainEqual(expect.stringContaining('computed values read each other in a cycle'));
    expect(lines).not.toContainEqual(expect.stringContaining('{{ computed.loopA }}'));
    const founder = linesAfter(
      'prompts/founder.yaml',
      "analysis_date: '{{ now | longDate }}'",
      "analysis_date: '{{ computed.today }}'",
    );
    expect(founder.lines).toEqual([
      expect.stringContaining(
        '{{ computed.today }}: "computed.today": "today" is not in "computed", in flow "founder" which runs this analysis',
      ),
    ]);
  });

  it('refuses an email parameter naming an unknown computed value', () => {
    const email = `email:
  env: {publicKey: VITE_EMAILJS_PUBLIC_KEY, serviceId: VITE_EMAILJS_SERVICE_ID, templateId: VITE_EMAILJS_TEMPLATE_ID}
  params:
    health: 'Health {{ computed.health }}'
  messages: {failed: 'Email failed: {message}', amberNote: Not sent., sent: Sent., notConfigured: Not configured.}

maxTokens: 600`;
    const { lines } = linesAfter(pulsePrompt, 'maxTokens: 600', email);
    expect(lines).toEqual([
      expect.stringContaining(
        'email.params.health: {{ computed.health }}: "computed.health": "health" is not in "computed"',
      ),
    ]);
  });

  it('refuses computed values in a prompt no flow runs', () => {
    const prompt = files.find((file) => file.file === pulsePrompt);
    if (!prompt) throw new Error(`no ${pulsePrompt}`);
    const orphan = { ...prompt, file: prompt.file.replace('pulse.yaml', 'orphan.yaml') };
    expect(problemLines([...files, orphan])).toContainEqual(
      expect.stringContaining(
        '{{ computed.customerHealth }}: no flow runs this analysis, so it has no computed values',
      ),
    );
  });

  it('lets a prompt name a URL parameter every flow running it declares, with what to write when a link has none', () => {
    const declared = withEdit(
      files,
      pulseFlow,
      'computed:\n',
      'params:\n  source: {type: choice, options: [newsletter, partner], description: Where the visitor came from.}\ncomputed:\n',
    );
    expect(
      linesAfter(pulsePrompt, healthLine, `${healthLine} {{ params.source ?? "direct" }}`, declared).lines,
    ).toEqual([]);
    const bare = linesAfter(pulsePrompt, healthLine, `${healthLine} {{ params.source }}`, declared);
    expect(bare.lines).toEqual([
      `${bare.at('{{ params.source }}')} template: {{ params.source }}: may be missing (a link carries a URL parameter or not): declare what to write then, e.g. {{ params.source ?? "not given" }}`,
    ]);
    expect(linesAfter(pulsePrompt, healthLine, `${healthLine} {{ params.sorce ?? "x" }}`, declared).lines).toEqual([
      expect.stringContaining(
        '"params.sorce": "sorce" is not in "params" (did you mean "source"?), in flow "pulse" which runs this analysis',
      ),
    ]);
  });

  it('refuses a URL parameter in a prompt whose flow declares none, or that no flow runs', () => {
    expect(linesAfter(pulsePrompt, healthLine, `${healthLine} {{ params.source ?? "x" }}`).lines).toEqual([
      expect.stringContaining('"source" is not in "params", in flow "pulse" which runs this analysis'),
    ]);
    const prompt = files.find((file) => file.file === pulsePrompt);
    if (!prompt) throw new Error(`no ${pulsePrompt}`);
    const orphan = {
      ...prompt,
      file: prompt.file.replace('pulse.yaml', 'orphan.yaml'),
      text: prompt.text.replace(healthLine, `${healthLine} {{ params.source ?? "x" }}`),
    };
    expect(problemLines([...files, orphan])).toContainEqual(
      expect.stringContaining('{{ params.source ?? "x" }}: no flow runs this analysis, so it has no URL parameters'),
    );
  });
});
