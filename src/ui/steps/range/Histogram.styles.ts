import { defineStyles } from '../../styles/defineStyles.ts';
import { colours } from '../stepStyles.ts';

export default defineStyles({
  histogram: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: { base: '1px', md: '2px' },
    height: { base: '72px', md: '96px' },
    '& > div': {
      flex: '1 1 0',
      minWidth: '0',
      minHeight: '2px',
      borderTopRadius: '2px',
      bg: colours.bar,
      transition: 'background-color 120ms',
    },
    '& > div[data-highlighted]': { bg: 'brand.500', opacity: 0.85 },
  },
});
