import type { SystemStyleObject } from '@chakra-ui/react';
import { focusRing } from '../../components/focusRing.ts';
import { defineStyles } from '../../styles/defineStyles.ts';
import { colours } from '../stepStyles.ts';

const SIZE = 28;

function handle({ borderColor, cursor }: { borderColor: string; cursor: string }): SystemStyleObject {
  return {
    position: 'absolute',
    top: '50%',
    width: `${SIZE}px`,
    height: `${SIZE}px`,
    marginLeft: `${-SIZE / 2}px`,
    marginTop: `${-SIZE / 2}px`,
    boxSizing: 'border-box', // Keeps the border inside SIZE so the knob stays centred on its value.
    borderRadius: '50%',
    bg: 'white',
    border: '3px solid',
    borderColor,
    boxShadow: '0 1px 3px rgba(15, 23, 42, 0.3)',
    cursor,
    touchAction: 'none',
    _active: { cursor: 'grabbing' },
    _focusVisible: focusRing,
    // Invisible margin widens the touch target to 44px without making the knob look bulky.
    _before: { content: '""', position: 'absolute', inset: '-11px', borderRadius: '50%' },
  };
}

export default defineStyles({
  handle: handle({ borderColor: 'brand.500', cursor: 'grab' }),
  handleDisabled: handle({ borderColor: colours.borderHover, cursor: 'not-allowed' }),
});
