import type { SystemStyleObject } from '@chakra-ui/react';
import type { ScoreBand } from '../../engine/content/types.ts';
import { defineStyles } from '../styles/defineStyles.ts';

interface Tone {
  fg: string;
  bg: string;
  border: string;
}

/** Text colours chosen for contrast on white (WCAG AA), not the palette's lightest yellow. */
const tones: Record<ScoreBand['colour'], Tone> = {
  green: { fg: 'green.700', bg: 'green.50', border: 'green.300' },
  yellow: { fg: 'yellow.800', bg: 'yellow.50', border: 'yellow.400' },
  red: { fg: 'red.700', bg: 'red.50', border: 'red.300' },
};

/** The overall score is large; each sub-score beside the others is small. */
const sizes = {
  large: { px: 6, py: 4, fontSize: '4xl' },
  small: { px: 4, py: 3, fontSize: '2xl' },
} as const;

const badge = (tone: Tone, { px, py }: (typeof sizes)[keyof typeof sizes]): SystemStyleObject => ({
  bg: tone.bg,
  borderWidth: '2px',
  borderColor: tone.border,
  borderRadius: 'xl',
  px,
  py,
  textAlign: 'center',
});

const score = (tone: Tone, { fontSize }: (typeof sizes)[keyof typeof sizes]): SystemStyleObject => ({
  fontSize,
  fontWeight: 'bold',
  color: tone.fg,
  lineHeight: '1.1',
});

export default defineStyles({
  badgeGreen: badge(tones.green, sizes.large),
  badgeYellow: badge(tones.yellow, sizes.large),
  badgeRed: badge(tones.red, sizes.large),
  badgeGreenSmall: badge(tones.green, sizes.small),
  badgeYellowSmall: badge(tones.yellow, sizes.small),
  badgeRedSmall: badge(tones.red, sizes.small),
  label: { fontSize: 'sm', fontWeight: 'semibold', color: 'gray.700' },
  scoreGreen: score(tones.green, sizes.large),
  scoreYellow: score(tones.yellow, sizes.large),
  scoreRed: score(tones.red, sizes.large),
  scoreGreenSmall: score(tones.green, sizes.small),
  scoreYellowSmall: score(tones.yellow, sizes.small),
  scoreRedSmall: score(tones.red, sizes.small),
  outOf: { fontSize: 'md', color: 'gray.600', fontWeight: 'medium' },
});
