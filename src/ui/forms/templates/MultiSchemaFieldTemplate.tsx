import { Box, chakra } from '@chakra-ui/react';
import { getUiOptions } from '@rjsf/utils';
import { labelStyles } from '../styles.ts';
import type { FormMultiSchemaFieldTemplateProps } from '../types.ts';

/**
 * A oneOf/anyOf: the choice of option, labelled (`ui:options.selectorLabel` or `ui:selectorLabel`,
 * default "Type of <title>" or "Option"), then the chosen option's fields.
 */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
  schema,
  uiSchema,
}: FormMultiSchemaFieldTemplateProps) {
  const { selectorLabel } = getUiOptions(uiSchema);
  const custom = typeof selectorLabel === 'string' ? selectorLabel : undefined;
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
