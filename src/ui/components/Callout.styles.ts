import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../styles/defineStyles.ts';

interface Palette {
  bg: string;
  border: string;
  fg: string;
}

/** Text colours reach WCAG AA contrast on their tinted backgrounds. */
const error: Palette = { bg: 'red.50', border: 'red.500', fg: 'red.800' };
const success: Palette = { bg: 'green.50', border: 'green.500', fg: 'green.800' };
const warning: Palette = { bg: 'orange.50', border: 'orange.400', fg: 'orange.900' };
const info: Palette = { bg: 'blue.50', border: 'blue.400', fg: 'blue.900' };
const neutral: Palette = { bg: 'gray.100', border: 'gray.400', fg: 'gray.800' };

const banner = ({ bg, border, fg }: Palette): SystemStyleObject => ({
  display: 'flex',
  gap: 3,
  alignItems: 'flex-start',
  bg,
  color: fg,
  borderLeftWidth: '4px',
  borderColor: border,
  borderRadius: 'md',
  px: 4,
  py: 3,
});

const mark = ({ border }: Palette): SystemStyleObject => ({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  w: 5,
  h: 5,
  mt: '1px',
  borderRadius: 'full',
  bg: border,
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
});

/** Each tone's banner and mark, named `<tone>` and `<tone>Mark` (Callout.tsx picks them by tone). */
export default defineStyles({
  error: banner(error),
  errorMark: mark(error),
  success: banner(success),
  successMark: mark(success),
  warning: banner(warning),
  warningMark: mark(warning),
  info: banner(info),
  infoMark: mark(info),
  neutral: banner(neutral),
  neutralMark: mark(neutral),
  lead: { fontWeight: 'semibold' },
  body: { mt: 1 },
});
