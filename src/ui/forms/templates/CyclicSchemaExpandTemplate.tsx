import { Box, chakra } from '@chakra-ui/react';
import { ID_KEY, TranslatableString } from '@rjsf/utils';
import { addButtonStyles, descriptionStyles } from '../styles.ts';
import type { FormCyclicSchemaExpandProps } from '../types.ts';

/** A schema that refers to itself: a note and a button that opens one more level. */
export function CyclicSchemaExpandTemplate({ name, fieldPathId, registry, onExpand }: FormCyclicSchemaExpandProps) {
  const id = fieldPathId[ID_KEY];
  return (
    <Box marginTop="1rem">
      <chakra.p css={descriptionStyles}>{registry.translateString(TranslatableString.CycleDetected, [name])}</chakra.p>
      <chakra.button type="button" id={`${id}-button`} onClick={() => onExpand(id)} css={addButtonStyles}>
        {registry.translateString(TranslatableString.ExpandButton)}
      </chakra.button>
    </Box>
  );
}
