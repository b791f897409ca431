import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deleteItem, undoDeletion, undoOfferIn } from '../../../src/studio/model/deletion.ts';
import { fileText } from '../../../src/studio/model/fileText.ts';
import { createStudioStore } from '../../../src/studio/model/studioStore.ts';

const file = 'flows/x.yaml';
const text = [
  '# A flow.',
  'kind: flow',
  'steps:',
  '  - id: a',
  '    title: A # first',
  '  - id: b',
  '    type: radio',
  '    options:',
  '      - {value: x, label: X}',
  '      - {value: y, label: Y} # why',
  '  - id: c',
  '    title: C',
  '',
].join('\n');
const place = { file, listPath: ['steps'], index: 1, label: 'step “b”' };

describe('deleting a list item and undoing it', () => {
  it('removes the item and keeps what it needs to put it back', () => {
    const data = parse(text) as { steps: unknown[] };
    const deleted = deleteItem(data, place);
    expect((deleted?.data as { steps: { id: string }[] }).steps.map((step) => step.id)).toEqual(['a', 'c']);
    expect(deleted?.deletion).toMatchObject({ ...place, item: data.steps[1], listBefore: data.steps });
    expect(data.steps).toHaveLength(3);
  });

  it('refuses a place that is not an item of a list', () => {
    const data = parse(text) as unknown;
    expect(deleteItem(data, { ...place, index: 3 })).toBeUndefined();
    expect(deleteItem(data, { ...place, index: -1 })).toBeUndefined();
    expect(deleteItem(data, { ...place, listPath: ['kind'] })).toBeUndefined();
  });

  it('puts the item back at its place, after other edits too, or at the end of a shorter list', () => {
    const data = parse(text) as unknown;
    const { data: without, deletion } = deleteItem(data, place) as NonNullable<ReturnType<typeof deleteItem>>;
    expect(undoDeletion(without, deletion)).toEqual({ data, index: 1 });
    const shorter = deleteItem(without, { ...place, index: 1 })?.data;
    const restored = undoDeletion(shorter, deletion);
    expect(restored.index).toBe(1);
    expect((restored.data as { steps: { id: string }[] }).steps.map((step) => step.id)).toEqual(['a', 'b']);
    // A list that is gone altogether comes back holding the item.
    expect(undoDeletion({ kind: 'flow' }, deletion).data).toEqual({ kind: 'flow', steps: [deletion.item] });
  });

  it('offers Undo only in the list it deleted from, while the item is still gone', () => {
    const data = parse(text) as unknown;
    const { data: without, deletion } = deleteItem(data, place) as NonNullable<ReturnType<typeof deleteItem>>;
    expect(undoOfferIn(deletion, file, ['steps'], without)).toBe(deletion);
    expect(undoOfferIn(deletion, 'flows/y.yaml', ['steps'], without)).toBeUndefined();
    expect(undoOfferIn(deletion, file, ['steps', 1, 'options'], without)).toBeUndefined();
    expect(undoOfferIn(undefined, file, ['steps'], without)).toBeUndefined();
    // The Studio's own Undo brought the list back.
    expect(undoOfferIn(deletion, file, ['steps'], data)).toBeUndefined();
    expect(undoOfferIn(deletion, file, ['steps'], { kind: 'flow' })).toBeUndefined();
  });
});

describe('the Studio store’s delete and undo', () => {
  function setup() {
    const store = createStudioStore();
    store.getState().setFiles([{ file, text, version: 'v1' }], { [file]: parse(text) });
    const current = () => {
      const state = store.getState();
      return fileText(state.loaded[file] ?? { file, text, version: null }, state.data[file], state.bases[file]);
    };
    return { store, current };
  }

  it('writes the file exactly as it was after deleting and undoing a step or an option', () => {
    const { store, current } = setup();
    store.getState().deleteItem(place);
    expect(current()).not.toContain('id: b');
    expect(store.getState().deletion?.label).toBe('step “b”');
    expect(store.getState().undoDelete()).toBe(1);
    expect(store.getState().deletion).toBeUndefined();
    expect(current()).toBe(text);

    store.getState().deleteItem({ file, listPath: ['steps', 1, 'options'], index: 1, label: 'option “Y”' });
    expect(current()).not.toContain('value: y');
    expect(store.getState().undoDelete()).toBe(1);
    expect(current()).toBe(text);
  });

  it('does nothing for a place that is not there, or with nothing deleted', () => {
    const { store, current } = setup();
    store.getState().deleteItem({ ...place, index: 9 });
    expect(store.getState().deletion).toBeUndefined();
    expect(store.getState().undoDelete()).toBeUndefined();
    expect(current()).toBe(text);
  });

  it('is itself one step of the Studio’s undo, and a dismissed offer is no edit', () => {
    const { store, current } = setup();
    store.temporal.getState().clear();
    store.getState().deleteItem(place);
    store.getState().dismissDeletion();
    expect(store.getState().deletion).toBeUndefined();
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    store.temporal.getState().undo();
    expect(current()).toBe(text);
  });
});
