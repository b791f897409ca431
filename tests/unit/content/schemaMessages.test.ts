/** How each JSON Schema keyword a content file can break is worded, at the right key. */
import { describe, expect, it } from 'vitest';
import { problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const shipped = shippedFiles();
const problemsAfter = (file: string, from: string, to: string) =>
  problemLines(withEdit(shipped, file, from, to)).map((line) => line.replace(/^\S+:\d+:\d+ /, ''));

describe('schema problems in plain words', () => {
  it('a value that must be one constant', () => {
    expect(problemsAfter('flows/app.yaml', '  route: /\n', '  route: /home\n')).toEqual(['home.route: must be "/"']);
  });

  it('a value of the wrong type, with the right article', () => {
    expect(problemsAfter('flows/app.yaml', 'transitionMs: 800', 'transitionMs: fast')).toEqual([
      'transitionMs: must be an integer',
    ]);
    expect(problemsAfter('flows/app.yaml', 'brand: Venture Advisor', 'brand: [Venture]')).toEqual([
      'brand: must be a string',
    ]);
  });

  it('an empty text', () => {
    expect(problemsAfter('flows/app.yaml', 'brand: Venture Advisor', "brand: ''")).toEqual([
      'brand: must not be blank',
      'brand: must not be empty',
    ]);
  });

  it('a pattern, explained by its description or pointing at the schema', () => {
    expect(problemsAfter('flows/buyer.yaml', '    store: buyerProfile\n', '    store: Buyer-Profile\n')).toContainEqual(
      'screens[0].store: must match ^[a-z][a-zA-Z0-9]*$ (A session storage key in camelCase, e.g. companyProfile.)',
    );
    expect(
      problemsAfter('flows/pages/consulting.yaml', 'href: https://calendly.com/', 'href: http://calendly.com/'),
    ).toEqual([
      expect.stringMatching(
        /\.href: must match \^https:\/\/ \(An external address starting with https:\/\/, opened in a new tab\.\)$/,
      ),
    ]);
    // A list item's pattern has no description of its own: the message points at the schema.
    expect(problemsAfter('flows/app.yaml', '{match: [gemini-3]', '{match: [gemini 3]')).toEqual([
      expect.stringMatching(/\.match\[0\]: must match \S+ \(see the schema\)$/),
    ]);
  });

  it('too few items, one or many', () => {
    const noColours = problemsAfter(
      'flows/app.yaml',
      'scoreColours:\n  - {min: 80, colour: green}\n  - {min: 60, colour: yellow}\n  - {min: 0, colour: red}\n',
      'scoreColours: []\n',
    );
    expect(noColours).toContainEqual('scoreColours: needs at least 1 item');
    expect(
      problemsAfter('prompts/founder.yaml', 'inputs: [companyProfile, founderQuestionnaire]', 'inputs: []'),
    ).toContainEqual('inputs: needs at least 1 item');
    const oneOption = problemsAfter(
      'flows/buyer.yaml',
      [
        '          - {value: Small team (1-5 employees), label: Small team (1-5 employees)}',
        '          - {value: Medium team (6-20 employees), label: Medium team (6-20 employees)}',
        '          - {value: Large team (20+ employees), label: Large team (20+ employees)}',
        '          - {value: No preference, label: No preference}\n',
      ].join('\n'),
      '',
    );
    expect(oneOption).toContainEqual(
      expect.stringMatching(/^screens\[1\]\.steps\[\d+\]\.options: needs at least 2 items$/),
    );
  });

  it("any other keyword in ajv's words", () => {
    expect(problemsAfter('flows/app.yaml', 'transitionMs: 800', 'transitionMs: 99999')).toEqual([
      'transitionMs: must be <= 5000',
    ]);
  });
});
