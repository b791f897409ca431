import { buttonId } from '@rjsf/utils';
import { useContext } from 'react';
import { ArrayContext, type ArrayAction } from '../arrayContext.ts';
import listStyles from '../styles/lists.styles.ts';
import type { FormArrayFieldItemButtonsProps } from '../types.ts';
import { IconButton } from './buttons/IconButton.tsx';

/**
 * An item's Move up, Move down, Copy and Remove, each named after the item ("Remove Co-founder 2").
 * Move buttons show when the list is orderable; a move that cannot happen is disabled, not hidden,
 * so the buttons stay in place. Remove is disabled at `minItems`.
 */
export function ArrayFieldItemButtonsTemplate(props: FormArrayFieldItemButtonsProps) {
  const { fieldPathId, index, totalItems, disabled, readonly, hasMoveUp, hasMoveDown, hasCopy, hasRemove } = props;
  const list = useContext(ArrayContext);
  const title = list?.titleOf(index) ?? `Item ${index + 1}`;
  const off = disabled || readonly;
  const run = (action: ArrayAction, handler: (event?: unknown) => void) => (event: unknown) => {
    list?.willChange(action, index);
    handler(event);
  };
  return (
    <div className={listStyles.arrayToolbar} role="group" aria-label={`${title} actions`}>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <IconButton
            {...props}
            id={buttonId(fieldPathId, 'moveUp')}
            data-action="moveUp"
            glyph="arrowUp"
            label={`Move ${title} up`}
            disabled={off || !hasMoveUp}
            onClick={run('moveUp', props.onMoveUpItem)}
          />
          <IconButton
            {...props}
            id={buttonId(fieldPathId, 'moveDown')}
            data-action="moveDown"
            glyph="arrowDown"
            label={`Move ${title} down`}
            disabled={off || !hasMoveDown}
            onClick={run('moveDown', props.onMoveDownItem)}
          />
        </>
      )}
      {hasCopy && (
        <IconButton
          {...props}
          id={buttonId(fieldPathId, 'copy')}
          glyph="copy"
          label={`Copy ${title}`}
          disabled={off}
          onClick={run('copy', props.onCopyItem)}
        />
      )}
      {hasRemove && (
        <IconButton
          {...props}
          id={buttonId(fieldPathId, 'remove')}
          glyph="remove"
          danger
          label={`Remove ${title}`}
          disabled={off || totalItems <= (list?.minItems ?? 0)}
          onClick={run('remove', props.onRemoveItem)}
        />
      )}
    </div>
  );
}
