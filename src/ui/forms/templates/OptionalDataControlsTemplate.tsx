import fieldStyles from '../styles/fields.styles.ts';
import type { FormOptionalDataControlsProps } from '../types.ts';
import { IconButton } from './buttons/IconButton.tsx';

/** rjsf's add/remove control for optional object or list data, or its "no data" note. */
export function OptionalDataControlsTemplate({
  id,
  label,
  registry,
  onAddClick,
  onRemoveClick,
}: FormOptionalDataControlsProps) {
  if (onAddClick) return <IconButton id={id} registry={registry} glyph="plus" label={label} onClick={onAddClick} />;
  if (onRemoveClick)
    return <IconButton id={id} registry={registry} glyph="remove" danger label={label} onClick={onRemoveClick} />;
  return (
    <em id={id} className={fieldStyles.noData}>
      {label}
    </em>
  );
}
