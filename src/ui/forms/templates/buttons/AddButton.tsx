import { getUiOptions, TranslatableString } from '@rjsf/utils';
import { Icon } from '../../icons.tsx';
import buttonStyles from '../../styles/buttons.styles.ts';
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
    <button
      type="button"
      id={id}
      className={className ? `${className} ${buttonStyles.addButton}` : buttonStyles.addButton}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name="plus" />
      {label}
    </button>
  );
}
