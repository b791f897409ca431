import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { normalizedText, openContentDocument } from '../../../src/checker/write/contentDocument.ts';

const flow = `# yaml-language-server: $schema=../schemas/content/flow.schema.json
# The flow's own comment.
kind: flow
steps:
  # First step: the problem.
  - id: problem
    title: Problem # shown as the heading
    description: |
      Line one.
      Line two.
    requires: [a, b]
  - id: solution
    title: 'Quoted title'
    labels: {back: Back, next: Next}
  # Last step.
  - id: price
    type: range
    min: 0
`;

type Step = Record<string, unknown>;
function edit(text: string, change: (data: { steps: Step[] }) => void): string {
  const document = openContentDocument('flows/x.yaml', text);
  const data = document.data() as { steps: Step[] };
  change(data);
  document.update(data);
  return document.text();
}

describe('the content writer', () => {
  it('writes an unchanged file back byte for byte', () => {
    expect(edit(flow, () => undefined)).toBe(flow);
  });

  it('changes one value and nothing else: comments, quoting and block scalars stay', () => {
    const next = edit(flow, (data) => {
      (data.steps[1] as Step).title = 'Reworded title';
      (data.steps[0] as Step).description = 'Line one.\nLine three.\n';
    });
    expect(next).toBe(
      flow.replace("'Quoted title'", "'Reworded title'").replace('      Line two.', '      Line three.'),
    );
  });

  it('moves list items with their comments when steps are reordered', () => {
    const next = edit(flow, (data) => {
      data.steps = [data.steps[2] as Step, data.steps[0] as Step, data.steps[1] as Step];
    });
    expect(parse(next)).toEqual({ ...parse(flow), steps: [2, 0, 1].map((index) => parse(flow).steps[index]) });
    expect(next.indexOf('# Last step.')).toBeLessThan(next.indexOf('- id: price'));
    expect(next.indexOf('- id: price')).toBeLessThan(next.indexOf('# First step: the problem.'));
    expect(next).toContain('title: Problem # shown as the heading');
  });

  it('adds a key after its predecessor, deletes keys and items, keeps the rest', () => {
    const next = edit(flow, (data) => {
      const step = data.steps[2] as Step;
      data.steps[2] = { id: 'price', type: 'range', min: 0, max: 10 };
      expect(step.id).toBe('price');
      delete (data.steps[1] as Step).labels;
      data.steps.splice(0, 0);
      (data.steps[0] as Step).requires = ['a', 'c', 'b'];
    });
    expect(next).toContain('    min: 0\n    max: 10\n');
    expect(next).not.toContain('labels');
    expect(next).toContain('requires: [a, c, b]');
    expect(next).toContain("# The flow's own comment.");
  });

  it('writes a new list item in the style of its siblings', () => {
    const options = 'options:\n  - {value: a, label: A}\n';
    const document = openContentDocument('flows/x.yaml', options);
    document.update({
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    });
    expect(document.text()).toBe(`${options}  - {value: b, label: B}\n`);
  });

  it('writes a new rule on one line, as authors write rules, and a new plain `when` as it is', () => {
    const next = edit(flow, (data) => {
      (data.steps[1] as Step).when = { '!': [{ in: ['yes', { var: 'answers.problem' }] }] };
      (data.steps[2] as Step).when = true;
    });
    expect(next).toContain(
      '    labels: {back: Back, next: Next}\n    when: {"!": [{in: [yes, {var: answers.problem}]}]}\n',
    );
    expect(next).toContain('    min: 0\n    when: true\n');
    expect(parse(next)).toMatchObject({
      steps: [{}, { when: { '!': [{ in: ['yes', { var: 'answers.problem' }] }] } }, {}],
    });
  });

  it('keeps a renamed item in place with its comment', () => {
    const next = edit(flow, (data) => {
      (data.steps[0] as Step).id = 'customer-problem';
    });
    expect(next).toBe(flow.replace('- id: problem', '- id: customer-problem'));
  });

  it('writes JSON forms with two-space indentation and is idempotent', () => {
    const json = '{"kind":"form","schema":{"type":"object","required":["a"]}}';
    const once = normalizedText('schemas/forms/x.json', json);
    expect(once).toBe(
      '{\n  "kind": "form",\n  "schema": {\n    "type": "object",\n    "required": [\n      "a"\n    ]\n  }\n}\n',
    );
    expect(normalizedText('schemas/forms/x.json', once)).toBe(once);
  });
});
