export interface ScoreBounds {
  min: number;
  max: number;
  fallback: number;
}

const fraction = /(-?\d+(?:\.\d+)?)\s*(?:\/|out\s+of)\s*(\d+(?:\.\d+)?)/i;
const plain = /-?\d+(?:\.\d+)?/;

/** The number a score section states, before rounding: '61/100' -> 61, '7/10' -> 70 (on a 0..100 scale). */
function statedScore(text: string, max: number): number | null {
  const ratio = fraction.exec(text);
  if (ratio) {
    const value = Number(ratio[1]);
    const scale = Number(ratio[2]);
    // Only a different scale needs converting; '61/100' already is the score.
    return scale > 0 && scale !== max ? (value / scale) * max : value;
  }
  const number = plain.exec(text);
  return number ? Number(number[0]) : null;
}

/** A score section: its first number, rounded and clamped; the fallback when it states none. */
export function readScore(lines: readonly string[], bounds: ScoreBounds): number {
  // Not cleanLine: it would read '82. Strong team' as list numbering and drop the score.
  const text = lines.map((line) => line.replace(/[*`_#]/g, '').replace(/^\s*[-•+]\s+/, '')).join(' ');
  const stated = statedScore(text, bounds.max);
  if (stated === null || !Number.isFinite(stated)) return bounds.fallback;
  // Math.max(min, -0) is +0; no negative zero escapes.
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(stated)));
}
