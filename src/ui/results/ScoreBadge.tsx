import type { ScoreBand } from '../../engine/content/types.ts';
import { scoreColour } from '../../engine/results/scoreColour.ts';
import styles from './ScoreBadge.onDemand.styles.ts';

type Size = 'lg' | 'sm';

/** Each band's badge and score number, at each size. */
const bandStyles: Record<ScoreBand['colour'], Record<Size, { badge: string; score: string }>> = {
  green: {
    lg: { badge: styles.badgeGreen, score: styles.scoreGreen },
    sm: { badge: styles.badgeGreenSmall, score: styles.scoreGreenSmall },
  },
  yellow: {
    lg: { badge: styles.badgeYellow, score: styles.scoreYellow },
    sm: { badge: styles.badgeYellowSmall, score: styles.scoreYellowSmall },
  },
  red: {
    lg: { badge: styles.badgeRed, score: styles.scoreRed },
    sm: { badge: styles.badgeRedSmall, score: styles.scoreRedSmall },
  },
};

interface ScoreBadgeProps {
  label: string;
  score: number | undefined;
  bands: readonly ScoreBand[];
  size?: Size;
}

export function ScoreBadge({ label, score, bands, size = 'lg' }: ScoreBadgeProps) {
  const colour = score === undefined ? 'red' : scoreColour(score, bands);
  const band = bandStyles[colour][size];
  return (
    <div className={band.badge} data-score-colour={colour}>
      <p className={styles.label}>{label}</p>
      <p className={band.score}>
        {score ?? '–'}
        <span className={styles.outOf}> / 100</span>
      </p>
    </div>
  );
}
