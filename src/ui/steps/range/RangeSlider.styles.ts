import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../../styles/defineStyles.ts';
import { colours } from '../stepStyles.ts';

const HALF_HANDLE = '14px';

const body = (opacity: number): SystemStyleObject => ({ paddingX: HALF_HANDLE, opacity });

const track = (cursor: string): SystemStyleObject => ({
  position: 'relative',
  touchAction: 'none', // The browser must not scroll or zoom while a finger drags a handle.
  cursor,
});

const bar: SystemStyleObject = {
  position: 'absolute',
  top: '50%',
  height: '6px',
  marginTop: '-3px',
  borderRadius: '3px',
};

export default defineStyles({
  slider: { width: '100%', userSelect: 'none' },
  value: {
    fontSize: '20px',
    fontWeight: '600',
    textAlign: 'center',
    marginTop: '0',
    marginBottom: '12px',
  },
  body: body(1),
  bodyDisabled: body(0.6),
  track: track('pointer'),
  trackDisabled: track('not-allowed'),
  rail: { position: 'relative', height: '44px' },
  line: { ...bar, left: '0', right: '0', bg: colours.track },
  selection: { ...bar, bg: 'brand.500' },
  selectionInvalid: { ...bar, bg: colours.invalid },
  bounds: {
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: '14px',
    color: colours.muted,
    marginTop: '-4px',
  },
});
