import { defineStyles } from '../styles/defineStyles.ts';

/** Chakra's visually-hidden style: read by screen readers, not painted. */
export default defineStyles({
  hidden: {
    border: '0',
    clip: 'rect(0, 0, 0, 0)',
    height: '1px',
    width: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    position: 'absolute',
  },
});
