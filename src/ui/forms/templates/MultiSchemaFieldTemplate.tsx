import { Box, chakra } from '@chakra-ui/react';
import { labelStyles } from '../styles.ts';
import type { FormMultiSchemaFieldTemplateProps } from '../types.ts';

/**
 * A oneOf/anyOf: the choice of option, labelled (`ui:options.selectorLabel`, default "Type of
 * <title>" or "Option"), then the chosen option's fields.
 */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
  schema,
  uiSchema,
}: FormMultiSchemaFieldTemplateProps) {
  const options = uiSchema?.['ui:options'];
  const custom = options && typeof options.selectorLabel === 'string' ? options.selectorLabel : undefined;
  const label = custom ?? (schema.title ? `Type of ${schema.title}` : 'Option');
  return (
    <Box display="grid" gap="1rem">
      {selector && (
        <chakra.label display="block">
          <chakra.span css={labelStyles}>{label}</chakra.span>
          {selector}
        </chakra.label>
      )}
      {optionSchemaField}
    </Box>
  );
}
