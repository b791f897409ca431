import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fileText } from '../../../src/studio/model/fileText.ts';
import { createStudioStore } from '../../../src/studio/model/studioStore.ts';

const file = 'flows/x.yaml';
const text = '# A flow.\nkind: flow\nsteps:\n  - id: a\n    title: A\n';

function setup() {
  const store = createStudioStore();
  store.getState().setFiles([{ file, text, version: 'v1' }], { [file]: parse(text) });
  store.temporal.getState().clear();
  const current = () => {
    const state = store.getState();
    return fileText(state.loaded[file] ?? { file, text, version: null }, state.data[file], state.bases[file]);
  };
  return { store, current };
}

describe('the Studio store', () => {
  it('writes form edits onto the loaded text, and undoes and redoes them', () => {
    const { store, current } = setup();
    store.getState().edit(file, ['steps', 0, 'title'], 'B');
    expect(current()).toBe(text.replace('title: A', 'title: B'));
    store.temporal.getState().undo();
    expect(current()).toBe(text);
    store.temporal.getState().redo();
    expect(current()).toBe(text.replace('title: A', 'title: B'));
  });

  it('keeps what is typed in the source view, comments included, under later form edits', () => {
    const { store, current } = setup();
    const typed = text.replace('title: A', 'title: A # typed');
    store.getState().editSource(file, typed, parse(typed));
    store.getState().edit(file, ['steps', 0, 'id'], 'b');
    expect(current()).toBe(typed.replace('id: a', 'id: b'));
  });

  it('does not make an undo step of a selection', () => {
    const { store } = setup();
    store.getState().select({ file, path: ['steps', 0] });
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });
});
