import { Box, Text } from '@chakra-ui/react';
import type { JsonObject } from '../../../engine/content/types.ts';
import { isBlank } from '../../../engine/analysis/precheck/isBlank.ts';
import { renderTemplate } from '../../../engine/template/renderTemplate.ts';

/** Unanswered fields show as an ellipsis, so the sentence reads as a sentence from the first keystroke. */
function withGaps(data: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, isBlank(value) ? '…' : typeof value === 'string' ? value.trim() : value]));
}

export function PositioningPreview({ label, template, fields, data }: { label: string; template: string; fields: string[]; data: JsonObject }) {
  const scope = withGaps({ ...Object.fromEntries(fields.map((field) => [field, ''])), ...data });
  return (
    <Box bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="xl" p={{ base: 4, md: 6 }} aria-live="polite">
      <Text fontSize="sm" fontWeight="semibold" color="brand.800" textTransform="uppercase" letterSpacing="wide" mb={2}>
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.900" data-testid="positioning-preview">
        {renderTemplate(template, scope)}
      </Text>
    </Box>
  );
}
