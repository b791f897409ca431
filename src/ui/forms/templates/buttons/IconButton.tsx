import buttonStyles from '../../styles/buttons.styles.ts';
import { Icon, type IconName } from '../../icons.tsx';
import type { FormIconButtonProps } from '../../types.ts';

interface ThemeIconButtonProps extends FormIconButtonProps {
  glyph: IconName;
  /** The accessible name (also the tooltip): what the button does. */
  label: string;
  danger?: boolean;
  /** Which list action it is, so focus can find the same button on the moved item. */
  'data-action'?: string;
}

/** A 36 px square button with a visible icon and an accessible name. */
export function IconButton(props: ThemeIconButtonProps) {
  const { glyph, label, danger, id, className, disabled, onClick, style } = props;
  const own = danger ? buttonStyles.dangerIconButton : buttonStyles.iconButton;
  return (
    <button
      type="button"
      id={id}
      className={className ? `${className} ${own}` : own}
      style={style}
      disabled={disabled}
      onClick={onClick}
      data-action={props['data-action']}
      aria-label={label}
      title={label}
    >
      <Icon name={glyph} />
    </button>
  );
}
