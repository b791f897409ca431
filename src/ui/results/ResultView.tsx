import { Box, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Action, JsonObject, ResultView as ResultViewSpec, ScoreBand } from '../../engine/content/types.ts';
import { resultDisplay } from '../../engine/results/resultValues.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';

interface ResultViewProps {
  view: ResultViewSpec;
  values: JsonObject;
  bands: readonly ScoreBand[];
  onAction: (action: Action) => void;
  /** Shown between the score and the lists: offline or email notes. */
  notes?: ReactNode;
  /** Shown after the lists, before the actions: notes that point back at the result above. */
  closingNotes?: ReactNode;
}

/**
 * The one result renderer: founder and product analyses and the buyer's fixed results all
 * come through here, each described by its ResultView in content. Every value renders as text.
 */
export function ResultView({ view, values, bands, onAction, notes, closingNotes }: ResultViewProps) {
  const display = resultDisplay(view, values);
  return (
    <Stack as="section" aria-labelledby="result-title" gap={6}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={6}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
      >
        <Heading as="h1" id="result-title" size={{ base: '2xl', md: '3xl' }}>
          {view.title}
        </Heading>
        <ScoreBadge label={view.scoreLabel} score={display.score} bands={bands} />
      </Stack>
      {notes}
      {display.subScores.length > 0 ? (
        <SimpleGrid columns={{ base: 1, sm: display.subScores.length }} gap={4}>
          {display.subScores.map((sub) => (
            <ScoreBadge key={sub.label} label={sub.label} score={sub.score} bands={bands} size="sm" />
          ))}
        </SimpleGrid>
      ) : null}
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: 5, md: 7 }}>
        <Heading as="h2" size="md" mb={3}>
          Summary
        </Heading>
        {display.summary.split(/\n+/).map((paragraph, index) => (
          <Text key={index} color="gray.700" mb={2} whiteSpace="pre-wrap">
            {paragraph}
          </Text>
        ))}
      </Box>
      <SimpleGrid columns={{ base: 1, md: display.lists.length <= 3 ? display.lists.length : 2 }} gap={5}>
        {display.lists.map((list) => (
          <Box
            key={list.heading}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            p={{ base: 5, md: 6 }}
          >
            <Heading as="h2" size="md" mb={3}>
              {list.heading}
            </Heading>
            <List.Root as="ol" ps={5} gap={2} color="gray.700" listStyleType="decimal">
              {list.items.map((item, index) => (
                <List.Item key={index}>{item}</List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </SimpleGrid>
      {closingNotes}
      <HStack gap={3} justify="center" wrap="wrap">
        {view.actions.map((action) => (
          <ActionButton key={action.label} action={action} onBeforeNavigate={onAction} />
        ))}
      </HStack>
    </Stack>
  );
}
