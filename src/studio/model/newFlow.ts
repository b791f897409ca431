import { schemaReferenceFor } from '../../checker/schemaReference.ts';

/** What "New flow" asks for. */
export interface NewFlowRequest {
  /** Shown on the home card and as the flow's headings, e.g. "Plan a Hire". */
  name: string;
  /** Where the flow starts, e.g. /plan-hire. */
  route: string;
  /** The content root the files go in: '' for the project, else the root's path (with a trailing slash). */
  root: string;
  /** The home card's position. */
  order: number;
}

export interface NewFile {
  file: string;
  placedAt: string;
  text: string;
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, 'flow-$1');
}

function camelOf(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

const quoted = (text: string) => JSON.stringify(text);

function schemaLine(file: string, kind: 'flow' | 'analysis'): string {
  // A root outside the project is named by its absolute path, from which the browser cannot reach the project's schemas.
  const reference = schemaReferenceFor(file, kind);
  return reference === undefined ? '' : `# yaml-language-server: $schema=${reference}\n`;
}

/**
 * The three files of a new, working flow: a flow (home card, a profile form screen, a
 * questionnaire of one question that runs an analysis), its form and its analysis prompt.
 * The checker accepts them as they are; editors then grow them in the Studio.
 */
export function newFlowFiles({ name, route, root, order }: NewFlowRequest): NewFile[] {
  const id = slugOf(name);
  const store = camelOf(id);
  const profile = `${store}Profile`;
  const answers = `${store}Questionnaire`;
  const form = `${id}-profile`;
  const questionsRoute = `${route.replace(/\/$/, '')}-questions`;
  const flow = `${schemaLine(`${root}flows/${id}.yaml`, 'flow')}# ${name}: a profile form, then a questionnaire whose answers an analysis reads.
kind: flow
card:
  id: ${id}
  title: ${quoted(name)}
  description: ${quoted(`Guidance for ${name.toLowerCase()}.`)}
  order: ${order}
start: ${route}

screens:
  - id: profile
    type: form
    route: ${route}
    title: ${quoted(name)}
    description: Tell us about yourself first.
    form: ${form}
    store: ${profile}
    submitLabel: Continue
    next: ${questionsRoute}

  - id: questions
    type: questionnaire
    route: ${questionsRoute}
    title: ${quoted(name)}
    store: ${answers}
    guards:
      - store: ${profile}
        requires: [name]
        redirect: ${route}
        missing: Start with your profile
        invalid: Your profile is incomplete
    labels: {back: Back, next: Next, finish: Finish}
    analysis:
      prompt: ${id}
      clearOnClose: [${answers}]
    steps:
      - id: goal
        type: text
        title: Your Goal
        description: What do you want to achieve?
`;
  const formFile = `${JSON.stringify(
    {
      kind: 'form',
      schema: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', title: 'Your name', minLength: 1, pattern: '\\S' } },
      },
      uiSchema: { name: { 'ui:autocomplete': 'name' } },
    },
    null,
    2,
  )}\n`;
  const prompt = `${schemaLine(`${root}prompts/${id}.yaml`, 'analysis')}# The analysis of ${name}: the profile and the answers, read by the AI provider.
kind: analysis
inputs: [${profile}, ${answers}]

template: |
  You are an experienced advisor. Read these answers and give specific advice.

  Name: {{ ${profile}.name }}

  Answers:
  {{ ${answers}.answers | titled }}

  Reply in plain text using exactly these section headings, in this order, and nothing else:

  SUMMARY:
  Two sentences.

  ADVICE:
  - Two or three pieces of advice, one per line.

  SCORE: a whole number from 0 to 100.

sections:
  - {key: SUMMARY, field: summary, kind: text}
  - key: ADVICE
    field: advice
    kind: list
    min: 2
    max: 3
    filler:
      - Write down what success looks like
      - Pick the first step you can take this week
  - {key: SCORE, field: score, kind: score, min: 0, max: 100, fallback: 60}

validity:
  minItems: {advice: 2}
  message: The analysis came back in an unexpected format

precheck:
  - require: [${answers}.answers]
    message: 'Missing answers: {missing}'

maxTokens: 600

messages:
  unavailable: The analysis is unavailable right now. Please try again in a few minutes.
  failed: 'Analysis failed: {message}. Please try again.'
  bothLimited: Both Gemini and OpenAI rate limits exceeded. Please try again later.
  parseFailed: Failed to read the analysis
  offlineNotice: This is an offline analysis, scored against a fixed checklist rather than read by an AI model.

result:
  title: ${quoted(`${name}: Your Analysis`)}
  scoreField: score
  scoreLabel: Score
  summaryField: summary
  lists:
    - {field: advice, heading: Advice}
  actions:
    - {label: Start Over, effect: reset, variant: secondary}

rubric:
  - field: ${answers}.answers.goal
    label: Goal
    minWords: 10
    strength: The goal is described clearly
    weakness: The goal is vague
    recommendation: Describe the goal with a number and a date
`;
  const at = (placedAt: string) => ({ file: `${root}${placedAt}`, placedAt });
  return [
    { ...at(`flows/${id}.yaml`), text: flow },
    { ...at(`schemas/forms/${form}.json`), text: formFile },
    { ...at(`prompts/${id}.yaml`), text: prompt },
  ];
}
