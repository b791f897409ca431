import { Box, chakra } from '@chakra-ui/react';
import { ADDITIONAL_PROPERTY_FLAG, buttonId } from '@rjsf/utils';
import { controlStyles, labelStyles } from '../styles.ts';
import type { FormWrapIfAdditionalProps } from '../types.ts';
import { IconButton } from './buttons/IconButton.tsx';

/**
 * A property the person names (`additionalProperties`): its name in a text input (renamed when
 * the input is left), its value beside it, and a Remove button, all named after the property.
 */
export function WrapIfAdditionalTemplate(props: FormWrapIfAdditionalProps) {
  const { id, label, schema, children, disabled, readonly, onKeyRenameBlur, onRemoveProperty } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const keyId = `${id}-key`;
  return (
    <Box display="flex" flexWrap="wrap" alignItems="flex-start" gap="0.75rem">
      <Box flex="1 1 12rem" minWidth={0}>
        <chakra.label htmlFor={keyId} css={labelStyles}>
          Name
        </chakra.label>
        <chakra.input
          key={label}
          type="text"
          id={keyId}
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={onKeyRenameBlur}
          css={controlStyles}
        />
      </Box>
      <Box flex="2 1 16rem" minWidth={0}>
        {children}
      </Box>
      <Box paddingTop="1.75rem">
        <IconButton
          id={buttonId(id, 'remove')}
          registry={props.registry}
          glyph="remove"
          danger
          label={`Remove ${label}`}
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
        />
      </Box>
    </Box>
  );
}
