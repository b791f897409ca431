import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  track: { h: 1, bg: 'gray.200', borderRadius: 'full', overflow: 'hidden' },
  fill: { h: 'full', bg: 'brand.600', borderRadius: 'full', transition: 'width 0.3s ease' },
});
