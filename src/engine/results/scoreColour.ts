import type { ScoreBand } from '../content/types.ts';

/** The colour of the first band (highest first) whose minimum the score reaches. */
export function scoreColour(score: number, bands: readonly ScoreBand[]): ScoreBand['colour'] {
  const ordered = [...bands].sort((a, b) => b.min - a.min);
  return (ordered.find((band) => score >= band.min) ?? ordered[ordered.length - 1])?.colour ?? 'red';
}
