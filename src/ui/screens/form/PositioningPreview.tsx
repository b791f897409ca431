import { Box, chakra, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { JsonObject } from '../../../engine/content/types.ts';
import { isBlank } from '../../../engine/values/isBlank.ts';
import { renderTemplate, templatePlaceholders } from '../../../engine/template/index.ts';

type Segment = { kind: 'text'; text: string } | { kind: 'answer'; text: string } | { kind: 'gap' };

/**
 * The template cut at its placeholders, each rendered on its own, so the user's words can stand
 * out from the template's. An answer loses its closing full stop (the template ends the sentence)
 * and an unanswered field shows as a blank, not as text the user never wrote.
 */
function segments(template: string, data: JsonObject): Segment[] {
  const parts: Segment[] = [];
  let rest = template;
  for (const placeholder of templatePlaceholders(template)) {
    const at = rest.indexOf(placeholder.raw);
    if (at > 0) parts.push({ kind: 'text', text: rest.slice(0, at) });
    rest = rest.slice(at + placeholder.raw.length);
    const answer = renderTemplate(placeholder.raw, data)
      .trim()
      .replace(/[.\s]+$/, '');
    parts.push(isBlank(answer) ? { kind: 'gap' } : { kind: 'answer', text: answer });
  }
  if (rest !== '') parts.push({ kind: 'text', text: rest });
  return parts;
}

/**
 * The live sentence built from the answers as they are typed. Not an aria-live region: it would
 * re-announce the whole sentence on every keystroke while the user is typing elsewhere.
 */
export function PositioningPreview({ label, template, data }: { label: string; template: string; data: JsonObject }) {
  const labelId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={labelId}
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
    >
      <Text
        id={labelId}
        fontSize="sm"
        fontWeight="semibold"
        color="brand.800"
        textTransform="uppercase"
        letterSpacing="wide"
        mb={2}
      >
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.800" lineHeight="tall" data-testid="positioning-preview">
        {segments(template, data).map((segment, index) => {
          if (segment.kind === 'text') return segment.text;
          if (segment.kind === 'answer') {
            return (
              <chakra.span key={index} fontWeight="semibold" color="brand.800">
                {segment.text}
              </chakra.span>
            );
          }
          return (
            <chakra.span
              key={index}
              display="inline-block"
              w="4em"
              borderBottomWidth="2px"
              borderColor="brand.500"
              verticalAlign="baseline"
            >
              <chakra.span srOnly>blank</chakra.span>
            </chakra.span>
          );
        })}
      </Text>
    </Box>
  );
}
