import { chakra } from '@chakra-ui/react';
import { colours } from '../stepStyles.ts';

interface HistogramProps {
  bars: readonly number[];
  isHighlighted: (index: number) => boolean;
}

/** Decorative: the slider's values carry the meaning, so assistive tech skips the bars. */
export function Histogram({ bars, isHighlighted }: HistogramProps) {
  const tallest = Math.max(...bars, 0) || 1;
  return (
    <chakra.div
      aria-hidden="true"
      display="flex"
      alignItems="flex-end"
      gap={{ base: '1px', md: '2px' }}
      height={{ base: '72px', md: '96px' }}
      data-testid="histogram"
    >
      {bars.map((bar, index) => (
        <chakra.div
          key={index}
          data-highlighted={isHighlighted(index) || undefined}
          flex="1 1 0"
          minWidth="0"
          minHeight="2px"
          borderTopRadius="2px"
          style={{ height: `${(bar / tallest) * 100}%` }}
          bg={isHighlighted(index) ? 'brand.500' : colours.bar}
          opacity={isHighlighted(index) ? 0.85 : 1}
          transition="background-color 120ms"
        />
      ))}
    </chakra.div>
  );
}
