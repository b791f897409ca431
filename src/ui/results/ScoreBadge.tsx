import { Box, Text } from '@chakra-ui/react';
import type { ScoreBand } from '../../engine/content/types.ts';
import { scoreColour } from '../../engine/results/scoreColour.ts';

/** Text colours chosen for contrast on white (WCAG AA), not the palette's lightest yellow. */
const tones: Record<ScoreBand['colour'], { fg: string; bg: string; border: string }> = {
  green: { fg: 'green.700', bg: 'green.50', border: 'green.300' },
  yellow: { fg: 'yellow.800', bg: 'yellow.50', border: 'yellow.400' },
  red: { fg: 'red.700', bg: 'red.50', border: 'red.300' },
};

interface ScoreBadgeProps {
  label: string;
  score: number | undefined;
  bands: readonly ScoreBand[];
  size?: 'lg' | 'sm';
}

export function ScoreBadge({ label, score, bands, size = 'lg' }: ScoreBadgeProps) {
  const colour = score === undefined ? 'red' : scoreColour(score, bands);
  const tone = tones[colour];
  return (
    <Box
      bg={tone.bg}
      borderWidth="2px"
      borderColor={tone.border}
      borderRadius="xl"
      px={size === 'lg' ? 6 : 4}
      py={size === 'lg' ? 4 : 3}
      textAlign="center"
      data-score-colour={colour}
    >
      <Text fontSize="sm" fontWeight="semibold" color="gray.700">
        {label}
      </Text>
      <Text fontSize={size === 'lg' ? '4xl' : '2xl'} fontWeight="bold" color={tone.fg} lineHeight="1.1">
        {score ?? '–'}
        <Text as="span" fontSize="md" color="gray.600" fontWeight="medium">
          {' '}
          / 100
        </Text>
      </Text>
    </Box>
  );
}
