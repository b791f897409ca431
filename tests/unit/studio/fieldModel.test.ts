/**
 * The Studio on the one question model (issue #34 item 10): a form field's `ui:when` picked from
 * what it may read, a form field deleted and put back by the same Undo as a step, and a follow-up
 * inside a follow-up opening with a step's whole schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { fieldSubjects } from '../../../src/studio/model/conditionSubjects.ts';
import { fieldUndoOffer, isBack, undoDeletion } from '../../../src/studio/model/deletion.ts';
import { deleteField } from '../../../src/studio/model/fieldDeletion.ts';
import { schemaAt } from '../../../src/studio/model/flattenSchema.ts';
import { inlineRefs, reopenRecursion } from '../../../src/studio/model/inlineRefs.ts';
import { createStudioStore } from '../../../src/studio/model/studioStore.ts';

const form = {
  kind: 'form',
  schema: {
    type: 'object',
    required: ['attendees', 'city'],
    properties: {
      attendees: { type: 'integer', title: 'How many people?' },
      city: { type: 'string', title: 'Which city?' },
      catering: { type: 'boolean', title: 'Do you need catering?' },
      dietary: { type: 'string', title: 'Dietary needs' },
    },
  },
  uiSchema: {
    'ui:order': ['attendees', 'city', 'catering', 'dietary'],
    city: { 'ui:placeholder': 'Cork', 'ui:when': { '!=': [{ var: 'venueEvent.format' }, 'online'] } },
    dietary: { 'ui:widget': 'textarea' },
  },
};
const eventForm = {
  id: 'venue-event',
  kind: 'form',
  schema: {
    type: 'object',
    properties: { format: { type: 'string', title: 'How will people attend?', enum: ['online'] } },
  },
} as unknown as FormContent;
const flow = {
  kind: 'flow',
  screens: [
    { id: 'event', type: 'form', title: 'Your Event', form: 'venue-event', store: 'venueEvent' },
    { id: 'details', type: 'form', title: 'Venue Details', form: 'venue-details', store: 'venueDetails' },
  ],
};
const file = 'schemas/forms/venue-details.json';

describe("a form field's ui:when by the step's pickers", () => {
  it("offers the screens before the form's and the fields it shows before this one", () => {
    const details = { ...form, id: 'venue-details' } as unknown as FormContent;
    const subjects = fieldSubjects([flow], details, 'dietary', { 'venue-event': eventForm });
    expect(subjects.map((subject) => [subject.path, subject.label])).toEqual([
      ['venueEvent.format', 'Your Event › How will people attend?'],
      ['answers.attendees', 'How many people?'],
      ['answers.city', 'Which city?'],
      ['answers.catering', 'Do you need catering?'],
    ]);
    expect(fieldSubjects([flow], details, 'attendees', {}).map((subject) => subject.path)).toEqual([]);
  });
});

describe('deleting a form field and undoing it', () => {
  it('removes it from its declaration, required, ui:order and the uiSchema, and Undo puts each back as it was', () => {
    const deleted = deleteField(form, { file, name: 'city', label: 'field “Which city?”' });
    expect(deleted?.data).toEqual({
      kind: 'form',
      schema: {
        type: 'object',
        required: ['attendees'],
        properties: {
          attendees: form.schema.properties.attendees,
          catering: form.schema.properties.catering,
          dietary: form.schema.properties.dietary,
        },
      },
      uiSchema: { 'ui:order': ['attendees', 'catering', 'dietary'], dietary: { 'ui:widget': 'textarea' } },
    });
    expect(deleted?.deletion.index).toBe(1);
    const restored = deleted && undoDeletion(deleted.data, deleted.deletion);
    // The same keys in the same order: the file is written exactly as it was.
    expect(JSON.stringify(restored?.data)).toBe(JSON.stringify(form));
    expect(restored?.index).toBe(1);
    expect(deleteField(form, { file, name: 'nothing', label: '' })).toBeUndefined();
  });

  it('puts back a list it emptied where it was, and a field other edits left room for', () => {
    const one = {
      kind: 'form',
      schema: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
    };
    const deleted = deleteField(one, { file, name: 'city', label: 'field “city”' });
    expect(deleted?.data).toEqual({ kind: 'form', schema: { type: 'object', properties: {} } });
    expect(JSON.stringify(deleted && undoDeletion(deleted.data, deleted.deletion).data)).toBe(JSON.stringify(one));
  });

  it("is the Studio's one Undo: offered among the form's fields until the field is back", () => {
    const store = createStudioStore();
    store.getState().setFiles([{ file, text: JSON.stringify(form), version: '1' }], { [file]: form });
    store.getState().deleteField({ file, name: 'city', label: 'field “Which city?”' });
    const { deletion, data } = store.getState();
    expect(fieldUndoOffer(deletion, file, data[file])).toMatchObject({ name: 'city', index: 1 });
    expect(fieldUndoOffer(deletion, 'other.json', data[file])).toBeUndefined();
    expect(store.getState().undoDelete()).toBe(1);
    expect(store.getState().data[file]).toEqual(form);
    expect(deletion && isBack(store.getState().data, deletion)).toBe(true);
    // The Studio's own Undo and Redo step over the delete like any edit.
    store.getState().deleteField({ file, name: 'dietary', label: 'field “Dietary needs”' });
    store.temporal.getState().undo();
    expect(store.getState().data[file]).toEqual(form);
  });
});

describe('a follow-up inside a follow-up', () => {
  it('opens with a step’s whole schema', () => {
    const folder = join(import.meta.dirname, '../../../schemas/content');
    const schemas: Record<string, object> = Object.fromEntries(
      readdirSync(folder).map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as object]),
    );
    const inner = { id: 'why', type: 'text', title: 'Why?' };
    const outer = {
      id: 'which',
      type: 'radio',
      title: 'Which?',
      options: [{ value: 'a', label: 'A', followUp: inner }],
    };
    const steps = [{ id: 'q1', type: 'radio', title: 'Q1', options: [{ value: 'x', label: 'X', followUp: outer }] }];
    const nested = { screens: [{ id: 'q', type: 'questionnaire', title: 'Q', store: 's', steps }] };
    const path = ['screens', 0, 'steps', 0, 'options', 0, 'followUp', 'options', 0, 'followUp'];
    const root = inlineRefs(schemas, 'flow.schema.json');
    const schema = schemaAt(root, nested, path, (declared) => reopenRecursion(schemas, declared));
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['id', 'title', 'minLength', 'when']));
    // Without reopening each follow-up on the way, the inner one had no keys to edit.
    expect(Object.keys(schemaAt(root, nested, path).properties ?? {})).toEqual([]);
  });
});
