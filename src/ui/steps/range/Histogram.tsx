import styles from './Histogram.styles.ts';

interface HistogramProps {
  bars: readonly number[];
  isHighlighted: (index: number) => boolean;
}

/**
 * Decorative: the slider's values carry the meaning, so assistive tech skips the bars.
 * The container's class styles every bar; only each bar's height, known at run time, is inline.
 */
export function Histogram({ bars, isHighlighted }: HistogramProps) {
  const tallest = Math.max(...bars, 0) || 1;
  return (
    <div aria-hidden="true" className={styles.histogram} data-testid="histogram">
      {bars.map((bar, index) => (
        <div
          key={index}
          data-highlighted={isHighlighted(index) || undefined}
          style={{ height: `${(bar / tallest) * 100}%` }}
        />
      ))}
    </div>
  );
}
