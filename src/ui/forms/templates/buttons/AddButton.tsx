import { chakra } from '@chakra-ui/react';
import { getUiOptions, TranslatableString } from '@rjsf/utils';
import { Icon } from '../../icons.tsx';
import { addButtonStyles } from '../../styles.ts';
import type { FormIconButtonProps } from '../../types.ts';

/** "Add …": a plus icon and words; `ui:options.addLabel` sets the words, else `label`, else "Add Item". */
export function AddButton(props: FormIconButtonProps & { label?: string }) {
  const { id, className, disabled, onClick, uiSchema, registry } = props;
  const { addLabel } = getUiOptions(uiSchema);
  const label =
    typeof addLabel === 'string'
      ? addLabel
      : (props.label ?? registry.translateString(TranslatableString.AddItemButton));
  return (
    <chakra.button
      type="button"
      id={id}
      className={className}
      disabled={disabled}
      onClick={onClick}
      css={addButtonStyles}
    >
      <Icon name="plus" />
      {label}
    </chakra.button>
  );
}
