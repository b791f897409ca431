import { getDefaultRegistry } from '@rjsf/core';
import { buttonId } from '@rjsf/utils';
import type {
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldTemplateProps,
  FieldPathList,
  MultiSchemaFieldTemplateProps,
} from '@rjsf/utils';
import { deletionLabel, undoOfferIn } from '../model/deletion.ts';
import type { JsonSchema } from '../model/jsonSchema.ts';
import { getIn } from '../model/nodeEdits.ts';
import { UndoOffer } from './UndoOffer.tsx';
import { useStudio, useStudioStore } from './useStudio.ts';

const defaults = getDefaultRegistry<unknown, JsonSchema>().templates;

/** The list a form's array sits at in its file: the edited node's path, then the array's own. */
function useListPath(arrayPath: FieldPathList) {
  const selection = useStudio((state) => state.selection);
  return selection ? { file: selection.file, listPath: [...selection.path, ...arrayPath] } : undefined;
}

/**
 * rjsf's item buttons, named after their item for screen readers (rjsf's are named by their
 * glyph), whose remove deletes through the Studio so Undo is offered in the item's place.
 */
function ItemButtons(props: ArrayFieldItemButtonsTemplateProps<unknown, JsonSchema>) {
  const { fieldPathId, index, registry, uiSchema, hasCopy, hasMoveUp, hasMoveDown, hasRemove } = props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const store = useStudioStore();
  const list = useListPath(fieldPathId.path.slice(0, -1));
  const label = useStudio((state) =>
    list ? deletionLabel(list.listPath, getIn(state.data[list.file], [...list.listPath, index]), index) : '',
  );
  const off = Boolean(props.disabled || props.readonly);
  const shared = { uiSchema, registry };
  const remove = () => {
    if (list) store.getState().deleteItem({ ...list, index, label });
  };
  return (
    <>
      {hasMoveUp || hasMoveDown ? (
        <>
          <MoveUpButton
            {...shared}
            id={buttonId(fieldPathId, 'moveUp')}
            className="rjsf-array-item-move-up"
            aria-label={`Move ${label} up`}
            disabled={off || !hasMoveUp}
            onClick={props.onMoveUpItem}
          />
          <MoveDownButton
            {...shared}
            id={buttonId(fieldPathId, 'moveDown')}
            className="rjsf-array-item-move-down"
            aria-label={`Move ${label} down`}
            disabled={off || !hasMoveDown}
            onClick={props.onMoveDownItem}
          />
        </>
      ) : null}
      {hasCopy ? (
        <CopyButton
          {...shared}
          id={buttonId(fieldPathId, 'copy')}
          className="rjsf-array-item-copy"
          aria-label={`Copy ${label}`}
          disabled={off}
          onClick={props.onCopyItem}
        />
      ) : null}
      {hasRemove ? (
        <RemoveButton
          {...shared}
          id={buttonId(fieldPathId, 'remove')}
          className="rjsf-array-item-remove"
          title={`Delete ${label}`}
          aria-label={`Delete ${label}`}
          disabled={off}
          onClick={remove}
        />
      ) : null}
    </>
  );
}

/** rjsf's array, with Undo standing where an item of it was deleted. */
function ArrayWithUndo(props: ArrayFieldTemplateProps<unknown, JsonSchema>) {
  const list = useListPath(props.fieldPathId.path);
  const deletion = useStudio((state) =>
    list ? undoOfferIn(state.deletion, list.file, list.listPath, state.data[list.file]) : undefined,
  );
  if (!deletion) return <defaults.ArrayFieldTemplate {...props} />;
  const offer = <UndoOffer key="undo-offer" as="div" deletion={deletion} />;
  const items = [...props.items.slice(0, deletion.index), offer, ...props.items.slice(deletion.index)];
  return <defaults.ArrayFieldTemplate {...props} items={items} />;
}

/**
 * rjsf's choice between a value's shapes (a screen's `next`: a route or branches), its select
 * labelled: rjsf renders it bare, which leaves it nameless to a screen reader.
 */
function LabelledShapeChoice({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps<unknown, JsonSchema>) {
  return (
    <div className="panel panel-default panel-body">
      {selector ? (
        <div className="form-group">
          <label>
            Kind of value
            {selector}
          </label>
        </div>
      ) : null}
      {optionSchemaField}
    </div>
  );
}

/** For a node's form: its lists' items delete with Undo offered in place, like the navigator's; shape choices labelled. */
export const nodeFormTemplates = {
  ArrayFieldTemplate: ArrayWithUndo,
  ArrayFieldItemButtonsTemplate: ItemButtons,
  MultiSchemaFieldTemplate: LabelledShapeChoice,
};
