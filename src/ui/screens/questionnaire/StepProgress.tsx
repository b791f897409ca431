import { HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { ProgressBar } from './ProgressBar.tsx';

/** 'N of M' and the bar: re-rendered when the step changes, not as the user types. */
export const StepProgress = memo(function StepProgress({ counter, percent }: { counter: string; percent: number }) {
  return (
    <Stack gap={2}>
      <HStack justify="space-between" fontSize="sm" color="gray.700">
        <Text id="progress-label">Progress</Text>
        <Text fontWeight="semibold" data-testid="step-counter">
          {counter}
        </Text>
      </HStack>
      <ProgressBar percent={percent} labelledBy="progress-label" />
    </Stack>
  );
});
