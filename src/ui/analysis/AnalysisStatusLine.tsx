import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { AnalysisViewState } from './useAnalysis.ts';

/** 'Analyzing your startup...', the retry countdown, or 'Sending analysis to your email...'. */
export function AnalysisStatusLine({ state }: { state: AnalysisViewState }) {
  if (state.kind !== 'running') return null;
  const message = state.status.message;
  return (
    <HStack
      role="status"
      aria-live="polite"
      gap={3}
      bg="brand.50"
      borderRadius="lg"
      px={4}
      py={3}
      data-testid="analysis-status"
    >
      <Spinner size="sm" color="brand.600" />
      <Text fontWeight="medium" color="brand.800">
        {message}
      </Text>
    </HStack>
  );
}
