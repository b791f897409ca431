import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { PathSegment } from '../../checker/problem.ts';
import { deleteItem, undoDeletion, type Deletion } from './deletion.ts';
import { deleteField } from './fieldDeletion.ts';
import { setIn } from './nodeEdits.ts';

/** A file as last loaded from or saved to disk: what the editor's data is written onto. */
export interface LoadedFile {
  file: string;
  text: string;
  version: string | null;
  placedAt?: string;
}

export interface Selection {
  file: string;
  path: PathSegment[];
}

export interface StudioState {
  loaded: Record<string, LoadedFile>;
  /** Each file's data as the editor has it now: with `bases`, the part undo and redo act on. */
  data: Record<string, unknown>;
  /**
   * Text typed in the source view, which the data is then written onto (so comments typed there
   * stay); files edited only through forms are written onto their loaded text.
   */
  bases: Record<string, string>;
  selection?: Selection;
  /** The last list item or form field deleted: Undo is offered where it was until it is undone or dismissed. */
  deletion?: Deletion;
  setFiles: (files: readonly LoadedFile[], data: Record<string, unknown>) => void;
  edit: (file: string, path: readonly PathSegment[], value: unknown) => void;
  /** The source view's text becomes the file's base, and its data what it parses to. */
  editSource: (file: string, text: string, data: unknown) => void;
  addFile: (file: LoadedFile, data: unknown) => void;
  markSaved: (file: string, text: string, version: string) => void;
  select: (selection: Selection) => void;
  deleteItem: (place: Parameters<typeof deleteItem>[1]) => void;
  /** Deletes a form's field from every place the form names it. */
  deleteField: (place: Parameters<typeof deleteField>[1]) => void;
  /** Puts the deleted item back and returns its place in its list. */
  undoDelete: () => number | undefined;
  dismissDeletion: () => void;
}

/**
 * The Studio's state: what is on disk (loaded), what the editor made of it (data, with undo and
 * redo through zundo), and what is selected. Text is derived from loaded + data on demand.
 */
export function createStudioStore() {
  return createStore<StudioState>()(
    temporal(
      (set, get) => ({
        loaded: {},
        data: {},
        bases: {},
        setFiles: (files, data) =>
          set({ loaded: Object.fromEntries(files.map((entry) => [entry.file, entry])), data, bases: {} }),
        editSource: (file, text, data) =>
          set((state) => ({ data: { ...state.data, [file]: data }, bases: { ...state.bases, [file]: text } })),
        edit: (file, path, value) =>
          set((state) => ({ data: { ...state.data, [file]: setIn(state.data[file], path, value) } })),
        addFile: (file, data) =>
          set((state) => {
            // A file (re)loaded from disk is written onto its own text from now on.
            const { [file.file]: _typed, ...bases } = state.bases;
            return {
              loaded: { ...state.loaded, [file.file]: file },
              data: { ...state.data, [file.file]: data },
              bases,
            };
          }),
        markSaved: (file, text, version) =>
          set((state) => ({
            loaded: { ...state.loaded, [file]: { ...(state.loaded[file] as LoadedFile), text, version } },
          })),
        select: (selection) => set({ selection }),
        deleteItem: (place) =>
          set((state) => {
            const deleted = deleteItem(state.data[place.file], place);
            return deleted ? { data: { ...state.data, [place.file]: deleted.data }, deletion: deleted.deletion } : {};
          }),
        deleteField: (place) =>
          set((state) => {
            const deleted = deleteField(state.data[place.file], place);
            return deleted ? { data: { ...state.data, [place.file]: deleted.data }, deletion: deleted.deletion } : {};
          }),
        undoDelete: () => {
          const { deletion, data } = get();
          if (!deletion) return undefined;
          const restored = undoDeletion(data[deletion.file], deletion);
          set({ data: { ...data, [deletion.file]: restored.data }, deletion: undefined });
          return restored.index;
        },
        dismissDeletion: () => set({ deletion: undefined }),
      }),
      {
        partialize: (state) => ({ data: state.data, bases: state.bases }),
        // Selecting a node is not an edit: only a change of data makes an undo step.
        equality: (past, current) => past.data === current.data && past.bases === current.bases,
        limit: 500,
      },
    ),
  );
}

export type StudioStore = ReturnType<typeof createStudioStore>;
