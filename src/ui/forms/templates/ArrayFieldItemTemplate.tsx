import { getTemplate, getUiOptions, type RJSFSchema } from '@rjsf/utils';
import { useContext, useMemo } from 'react';
import { ArrayContext, ArrayItemContext } from '../arrayContext.ts';
import listStyles from '../styles/lists.styles.ts';
import type { FormArrayFieldItemTemplateProps, FormContext, FormValues } from '../types.ts';

/** One list item: a card with the item's fields and, beside them (below on narrow screens), its buttons. */
export function ArrayFieldItemTemplate(props: FormArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, uiSchema } = props;
  const list = useContext(ArrayContext);
  const Buttons = getTemplate<'ArrayFieldItemButtonsTemplate', FormValues, RJSFSchema, FormContext>(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  const id = buttonsProps.fieldPathId.$id;
  const title = list?.titleOf(index) ?? `Item ${index + 1}`;
  const item = useMemo(() => ({ id, title }), [id, title]);
  return (
    <div className={listStyles.arrayItem} data-array-item={index}>
      <div className={listStyles.arrayItemBody}>
        <ArrayItemContext.Provider value={item}>{children}</ArrayItemContext.Provider>
      </div>
      {/* eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's own component, the same on every render */}
      {hasToolbar && <Buttons {...buttonsProps} />}
    </div>
  );
}
