import { Box } from '@chakra-ui/react';

/** The questionnaire's progress: a plain progressbar, so no progress recipe ships on every page. */
export function ProgressBar({ percent, labelledBy }: { percent: number; labelledBy: string }) {
  const rounded = Math.round(percent);
  return (
    <Box
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded}%`}
      h={2}
      bg="gray.200"
      borderRadius="full"
      overflow="hidden"
    >
      <Box
        data-testid="progress-bar"
        h="full"
        bg="brand.600"
        borderRadius="full"
        transition="width 0.3s ease"
        style={{ width: `${percent}%` }}
      />
    </Box>
  );
}
