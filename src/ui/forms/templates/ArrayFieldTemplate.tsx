import { buttonId, descriptionId, errorId, getUiOptions, titleId, type RJSFSchema } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { ArrayContext, type ArrayAction, type ArrayContextValue } from '../arrayContext.ts';
import { announcement, focusAfter } from '../arrayFocus.ts';
import { itemTitle } from '../itemTitle.ts';
import buttonStyles from '../styles/buttons.styles.ts';
import fieldStyles from '../styles/fields.styles.ts';
import listStyles from '../styles/lists.styles.ts';
import type { FormArrayFieldTemplateProps } from '../types.ts';
import { useItemLabel } from '../arrayContext.ts';
import { useFieldAria } from '../useFieldAria.ts';
import { AddButton } from './buttons/AddButton.tsx';

interface PendingChange {
  action: ArrayAction;
  index: number;
  /** The items' keys when the button was pressed: the change has rendered once they differ. */
  keys: string;
}

function itemsSchemaTitle(schema: RJSFSchema): unknown {
  const items = schema.items;
  return typeof items === 'object' && !Array.isArray(items) ? items.title : undefined;
}

/**
 * A list: a fieldset with the list's title as legend, its items as cards, and "Add …" below.
 * Items are titled by itemTitle; after each change focus moves to where the person's attention
 * is (focusAfter) and a live region says what happened.
 */
export function ArrayFieldTemplate(props: FormArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, uiSchema, schema, title, required, fieldPathId, registry } =
    props;
  const options = getUiOptions(uiSchema);
  const aria = useFieldAria({ id: fieldPathId.$id, schema, uiSchema, rawErrors: props.rawErrors });
  const legend = useItemLabel(fieldPathId.$id, typeof options.title === 'string' ? options.title : title);
  const description = typeof options.description === 'string' ? options.description : schema.description;
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingChange | undefined>(undefined);
  const [message, setMessage] = useState('');
  const keys = items.map((item) => String(item.key)).join('|');

  const titleOf = useCallback(
    (index: number) => itemTitle(options.itemTitle, itemsSchemaTitle(schema), index),
    [options.itemTitle, schema],
  );
  const willChange = useCallback(
    (action: ArrayAction, index: number) => {
      pending.current = { action, index, keys };
    },
    [keys],
  );
  const context = useMemo<ArrayContextValue>(
    () => ({ titleOf, willChange, minItems: typeof schema.minItems === 'number' ? schema.minItems : 0 }),
    [titleOf, willChange, schema.minItems],
  );

  useLayoutEffect(() => {
    const change = pending.current;
    if (!change || change.keys === keys || !listRef.current) return;
    pending.current = undefined;
    const rendered = Array.from(listRef.current.querySelectorAll(':scope > [data-array-item]'));
    focusAfter(change.action, change.index, rendered, addRef.current?.querySelector('button') ?? null);
    setMessage(announcement(change.action, change.index, rendered.length, titleOf));
  }, [keys, titleOf]);

  const addLabel = `Add ${typeof itemsSchemaTitle(schema) === 'string' ? String(itemsSchemaTitle(schema)) : 'item'}`;
  return (
    <fieldset id={fieldPathId.$id} className={fieldStyles.fieldset}>
      {legend && (
        <legend id={titleId(fieldPathId)} className={fieldStyles.legend}>
          {legend}
          {required && (
            <span aria-hidden="true" className={fieldStyles.requiredMark}>
              *
            </span>
          )}
        </legend>
      )}
      {description && (
        <p id={descriptionId(fieldPathId)} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <ArrayContext.Provider value={context}>
        <div ref={listRef} className={listStyles.stack}>
          {items}
        </div>
      </ArrayContext.Provider>
      {aria.errors.length > 0 && (
        <ul id={errorId(fieldPathId.$id)} className={fieldStyles.error}>
          {aria.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div ref={addRef} className={items.length > 0 ? buttonStyles.addAfterItems : buttonStyles.addAlone}>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            label={addLabel}
            disabled={disabled || readonly}
            onClick={(event) => {
              willChange('add', items.length);
              onAddClick(event);
            }}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
    </fieldset>
  );
}
