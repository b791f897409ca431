import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { addField, choicesOf, formFields } from '../../../src/studio/model/formFields.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = resolve(root, 'tests/fixtures/extra-flow');
const briefFile = 'schemas/forms/launch-brief.json';
const brief = JSON.parse(readFileSync(resolve(fixture, briefFile), 'utf8')) as Record<string, unknown>;
const buyer = JSON.parse(readFileSync(resolve(root, 'schemas/forms/buyer-profile.json'), 'utf8')) as unknown;

describe('form fields in the Studio', () => {
  it('lists own fields and conditional ones with their condition', () => {
    const fields = formFields(buyer);
    expect(fields.find((field) => field.name === 'otherIndustry')).toEqual({
      name: 'otherIndustry',
      path: ['schema', 'then', 'properties', 'otherIndustry'],
      shownWhen: 'when industries includes "Other"',
    });
    expect(fields.find((field) => field.name === 'email')?.shownWhen).toBeUndefined();
  });

  it('adds a conditional field the checker accepts and the form lists', () => {
    const next = addField(brief, {
      name: 'relaunchDate',
      title: 'Relaunch date',
      when: { field: 'launchType', equals: 'relaunch' },
    });
    expect(formFields(next).at(-1)).toEqual({
      name: 'relaunchDate',
      path: ['schema', 'allOf', 0, 'then', 'properties', 'relaunchDate'],
      shownWhen: 'when launchType is "relaunch"',
    });
    const files = readContentFiles(root, [fixture]).map((entry) =>
      entry.placedAt === briefFile ? { ...entry, text: JSON.stringify(next, null, 2) } : entry,
    );
    expect(checkContent(files, readContentSchemas(root)).problems.map(formatProblem)).toEqual([]);
  });

  it("offers another field's choices by their labels, and a list's as 'contains'", () => {
    expect(choicesOf(brief, 'launchType')).toEqual([
      { value: 'new-product', label: 'A new product' },
      { value: 'major-feature', label: 'A major feature' },
      { value: 'relaunch', label: 'A relaunch' },
    ]);
    expect(choicesOf(brief, 'productName')).toBeUndefined();
    const list = {
      kind: 'form',
      schema: {
        type: 'object',
        properties: { tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
      },
    };
    expect(choicesOf(list, 'tags')).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
    const next = addField(list, { name: 'aNote', title: 'About a', when: { field: 'tags', equals: 'a' } });
    expect((next.schema as { allOf: { if: unknown }[] }).allOf[0]?.if).toEqual({
      required: ['tags'],
      properties: { tags: { contains: { const: 'a' } } },
    });
  });
});

describe('form fields declared in else branches and more than once', () => {
  const form = {
    schema: {
      type: 'object',
      properties: { plan: { type: 'string' }, note: { type: 'string' } },
      if: { properties: { plan: { const: 'team' } } },
      then: { properties: { seats: { type: 'integer' }, note: { type: 'string', minLength: 5 } } },
      else: { properties: { reason: { type: 'string' } } },
      allOf: [
        {
          if: { properties: { plan: { const: 'solo' } } },
          then: {
            properties: { since: { type: 'string' } },
            if: { properties: { since: { const: 'today' } } },
            else: { properties: { why: { type: 'string' } } },
          },
        },
      ],
    },
  };

  it('lists a field only an else declares, shown unless the condition holds', () => {
    expect(formFields(form).find((field) => field.name === 'reason')).toEqual({
      name: 'reason',
      path: ['schema', 'else', 'properties', 'reason'],
      shownWhen: 'unless plan is "team"',
    });
  });

  it('joins the conditions of branches inside branches', () => {
    expect(formFields(form).find((field) => field.name === 'why')).toEqual({
      name: 'why',
      path: ['schema', 'allOf', 0, 'then', 'else', 'properties', 'why'],
      shownWhen: 'when plan is "solo" and unless since is "today"',
    });
  });

  it('lists a field declared twice once, where it is first declared', () => {
    const fields = formFields(form);
    expect(fields.map((field) => field.name)).toEqual(['plan', 'note', 'seats', 'reason', 'since', 'why']);
    expect(fields.find((field) => field.name === 'note')?.shownWhen).toBeUndefined();
  });
});
