import { TranslatableString } from '@rjsf/utils';
import type { FormIconButtonProps } from '../../types.ts';
import { IconButton } from './IconButton.tsx';

// The registry's button templates, for any template that asks for them by name; list items use
// ArrayFieldItemButtonsTemplate, which names each button after its item.

export function MoveUpButton(props: FormIconButtonProps) {
  return (
    <IconButton {...props} glyph="arrowUp" label={props.registry.translateString(TranslatableString.MoveUpButton)} />
  );
}

export function MoveDownButton(props: FormIconButtonProps) {
  return (
    <IconButton
      {...props}
      glyph="arrowDown"
      label={props.registry.translateString(TranslatableString.MoveDownButton)}
    />
  );
}

export function CopyButton(props: FormIconButtonProps) {
  return <IconButton {...props} glyph="copy" label={props.registry.translateString(TranslatableString.CopyButton)} />;
}

export function RemoveButton(props: FormIconButtonProps) {
  return (
    <IconButton
      {...props}
      glyph="remove"
      danger
      label={props.registry.translateString(TranslatableString.RemoveButton)}
    />
  );
}

export function ClearButton(props: FormIconButtonProps) {
  return <IconButton {...props} glyph="clear" label={props.registry.translateString(TranslatableString.ClearButton)} />;
}
