import type { PathSegment } from '../../checker/problem.ts';
import { isFieldBack, restoreField, type FieldDeletion } from './fieldDeletion.ts';
import { getIn, setIn } from './nodeEdits.ts';
import { nodeLabel } from './nodeLabel.ts';

/** A list item the editor deleted: enough to offer Undo where it was and put it back there. */
interface ListDeletion {
  kind: 'item';
  file: string;
  /** The list it was in, from the file's root (a screen's `steps`, a step's `options`). */
  listPath: PathSegment[];
  index: number;
  item: unknown;
  /** What the editor knows it by, for the Undo offer and the announcement: "step “Launch Goal”". */
  label: string;
  /** The list as it was: when the file's data holds it again (the Studio's own Undo), nothing is left to undo. */
  listBefore: readonly unknown[];
}

/** What the editor deleted last, which Undo puts back in place: a list's item, or a form's field (fieldDeletion.ts). */
export type Deletion = ListDeletion | FieldDeletion;

/** The file's data without the item at `index` of the list at `listPath`, and the deletion that undoes it. */
export function deleteItem(
  data: unknown,
  place: { file: string; listPath: PathSegment[]; index: number; label: string },
): { data: unknown; deletion: ListDeletion } | undefined {
  const list = getIn(data, place.listPath);
  if (!Array.isArray(list) || place.index < 0 || place.index >= list.length) return undefined;
  const remaining = list.filter((_, index) => index !== place.index);
  return {
    data: setIn(data, place.listPath, remaining),
    deletion: { kind: 'item', ...place, item: list[place.index], listBefore: list },
  };
}

/**
 * The file's data with the deleted item back at its place (at the end, if the list has since
 * shrunk below it), and that place. With no other edit in between, the data equals what it was
 * before the delete, so the file is written exactly as it was.
 */
export function undoDeletion(data: unknown, deletion: Deletion): { data: unknown; index: number } {
  if (deletion.kind === 'field') return { data: restoreField(data, deletion), index: deletion.index };
  const found = getIn(data, deletion.listPath);
  const list: unknown[] = Array.isArray(found) ? found : [];
  const index = Math.min(deletion.index, list.length);
  return {
    data: setIn(data, deletion.listPath, [...list.slice(0, index), deletion.item, ...list.slice(index)]),
    index,
  };
}

/**
 * The deletion to offer Undo for in the list at `listPath` of `file`: one that removed from that
 * list while its item is still gone (the Studio's own Undo may have put the list back already).
 */
export function undoOfferIn(
  deletion: Deletion | undefined,
  file: string,
  listPath: readonly PathSegment[],
  fileData: unknown,
): Deletion | undefined {
  if (deletion?.kind !== 'item' || deletion.file !== file || deletion.listPath.join('/') !== listPath.join('/'))
    return undefined;
  const list = getIn(fileData, listPath);
  return Array.isArray(list) && list !== deletion.listBefore ? deletion : undefined;
}

/** The kind of item a list holds, in words: `steps` → step, `options` → option; else "item". */
function itemNoun(listPath: readonly PathSegment[]): string {
  const key = listPath[listPath.length - 1];
  return typeof key === 'string' && /^[a-z]+s$/i.test(key) ? key.slice(0, -1) : 'item';
}

/** How a deleted item is named to the editor: its kind and its title, label or id (`option “Podcasts”`). */
export function deletionLabel(listPath: readonly PathSegment[], item: unknown, index: number): string {
  const text = typeof item === 'string' ? item : nodeLabel(item, '');
  const name = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return name === '' ? `${itemNoun(listPath)} ${index + 1}` : `${itemNoun(listPath)} “${name}”`;
}

/** The field deletion to offer Undo for among the fields of the form `file`, while the field is still gone. */
export function fieldUndoOffer(deletion: Deletion | undefined, file: string, form: unknown): FieldDeletion | undefined {
  return deletion?.kind === 'field' && deletion.file === file && !isFieldBack(form, deletion) ? deletion : undefined;
}

/** Whether what was deleted stands in its place again (the very same list item, or the field declared again). */
export function isBack(data: Readonly<Record<string, unknown>>, deletion: Deletion): boolean {
  if (deletion.kind === 'field') return isFieldBack(data[deletion.file], deletion);
  const list = getIn(data[deletion.file], deletion.listPath);
  return Array.isArray(list) && list.includes(deletion.item);
}
