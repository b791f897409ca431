import { Box, chakra } from '@chakra-ui/react';
import { ADDITIONAL_PROPERTY_FLAG, buttonId } from '@rjsf/utils';
import { useContext } from 'react';
import { AdditionalEntriesContext } from '../additionalContext.ts';
import { additionalEntryStyles, controlStyles, labelStyles } from '../styles.ts';
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
    <Box role="group" aria-label={label} css={additionalEntryStyles}>
      <Box flex="1 1 12rem" minWidth={0}>
        <chakra.label htmlFor={keyId} css={labelStyles}>
          Name
        </chakra.label>
        <chakra.input
          key={label}
          type="text"
          id={keyId}
          data-additional-key=""
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={onKeyRenameBlur}
          css={controlStyles}
        />
      </Box>
      <Box flex="2 1 16rem" minWidth={0}>
        {children}
      </Box>
      <Box paddingTop="1.75rem" marginLeft="auto">
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
      </Box>
    </Box>
  );
}
