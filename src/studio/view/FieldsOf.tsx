import type { Problem } from '../../checker/problem.ts';
import { fieldUndoOffer } from '../model/deletion.ts';
import { fieldOrder, moveField } from '../model/fieldOrder.ts';
import { fieldTitle } from '../model/fieldSettings.ts';
import { formFields } from '../model/formFields.ts';
import { isPlainObject } from '../model/jsonSchema.ts';
import { problemsWithin } from '../model/navigation.ts';
import { fileId } from '../model/nodeLabel.ts';
import { SortableList } from './SortableList.tsx';
import { UndoOffer } from './UndoOffer.tsx';
import { useStudio } from './useStudio.ts';

/**
 * A form's fields in the navigator, in the order the form shows them, conditional ones marked
 * with their condition. Dragging one (or moving it by keyboard) rewrites the form's ui:order; a
 * deleted one leaves Undo in its place, which puts it back and reopens it.
 */
export function FieldsOf({ file, problems }: { file: string; problems: Problem[] }) {
  const form = useStudio((state) => state.data[file]);
  const selection = useStudio((state) => state.selection);
  const select = useStudio((state) => state.select);
  const edit = useStudio((state) => state.edit);
  const byName = new Map(formFields(form).map((field) => [field.name, field]));
  const fields = fieldOrder(form).flatMap((name) => byName.get(name) ?? []);
  const deletion = useStudio((state) => fieldUndoOffer(state.deletion, file, state.data[file]));
  const undoOffer = deletion && {
    index: deletion.index,
    node: <UndoOffer deletion={deletion} onUndone={() => select({ file, path: deletion.path })} />,
  };
  return (
    <SortableList
      name={`fields of ${fileId(file)}`}
      {...(undoOffer ? { undoOffer } : {})}
      onSelect={(index) => {
        const field = fields[index];
        if (field) select({ file, path: field.path });
      }}
      onMove={(from, to) => {
        const [moved, target] = [fields[from], fields[to]];
        if (isPlainObject(form) && moved && target) edit(file, [], moveField(form, moved.name, target.name));
      }}
      items={fields.map((field) => ({
        key: field.name,
        label: fieldTitle(form, field.name),
        ...(field.shownWhen ? { detail: `shown ${field.shownWhen}` } : {}),
        problems: problemsWithin(problems, file, field.path),
        selected: selection?.file === file && selection.path.join('.') === field.path.join('.'),
      }))}
    />
  );
}
