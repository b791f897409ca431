import { ADDITIONAL_PROPERTY_FLAG, buttonId } from '@rjsf/utils';
import { useContext } from 'react';
import { AdditionalEntriesContext } from '../additionalContext.ts';
import fieldStyles from '../styles/fields.styles.ts';
import listStyles from '../styles/lists.styles.ts';
import type { FormWrapIfAdditionalProps } from '../types.ts';
import { IconButton } from './buttons/IconButton.tsx';

/**
 * A property the person names (`additionalProperties`): a group named after the property, with
 * its name in a text input (renamed when the input is left), its value beside it (FieldTemplate
 * labels it with the value schema's title) and a Remove button named after the property.
 */
export function WrapIfAdditionalTemplate(props: FormWrapIfAdditionalProps) {
  const { id, label, schema, children, disabled, readonly, onKeyRenameBlur, onRemoveProperty } = props;
  const entries = useContext(AdditionalEntriesContext);
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const keyId = `${id}-key`;
  return (
    <div role="group" aria-label={label} className={listStyles.additionalEntry}>
      <div className={listStyles.entryName}>
        <label htmlFor={keyId} className={fieldStyles.label}>
          Name
        </label>
        <input
          key={label}
          type="text"
          id={keyId}
          data-additional-key=""
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={onKeyRenameBlur}
          className={fieldStyles.control}
        />
      </div>
      <div className={listStyles.entryValue}>{children}</div>
      <div className={listStyles.entryRemove}>
        <IconButton
          id={buttonId(id, 'remove')}
          registry={props.registry}
          glyph="remove"
          danger
          label={`Remove ${label}`}
          disabled={disabled || readonly}
          onClick={() => {
            entries?.willRemove(label);
            onRemoveProperty();
          }}
        />
      </div>
    </div>
  );
}
