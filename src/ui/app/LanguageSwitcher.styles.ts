import { focusRing } from '../components/focusRing.ts';
import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  switcher: { marginInlineStart: 'auto' },
  list: { display: 'flex', gap: 1 },
  option: {
    px: 2,
    py: 1,
    fontSize: 'sm',
    color: 'gray.700',
    _focusVisible: focusRing,
    // The language the page is in: marked, not a way elsewhere.
    '&[aria-current]': { fontWeight: 'semibold', color: 'brand.700' },
  },
});
