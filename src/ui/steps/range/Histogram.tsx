import { chakra } from '@chakra-ui/react';
import { colours } from '../stepStyles.ts';

interface HistogramProps {
  bars: readonly number[];
  isHighlighted: (index: number) => boolean;
}

/**
 * Decorative: the slider's values carry the meaning, so assistive tech skips the bars.
 * The bars are plain elements styled once through the container, not one styled component
 * each: a drag or a step change then computes one style object instead of one per bar.
 */
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
      css={{
        '& > div': {
          flex: '1 1 0',
          minWidth: '0',
          minHeight: '2px',
          borderTopRadius: '2px',
          bg: colours.bar,
          transition: 'background-color 120ms',
        },
        '& > div[data-highlighted]': { bg: 'brand.500', opacity: 0.85 },
      }}
    >
      {bars.map((bar, index) => (
        <div
          key={index}
          data-highlighted={isHighlighted(index) || undefined}
          style={{ height: `${(bar / tallest) * 100}%` }}
        />
      ))}
    </chakra.div>
  );
}
