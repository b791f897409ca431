import { defineStyles } from '../styles/defineStyles.ts';
import { underlinedLink } from '../styles/links.ts';

// Few declarations on purpose: every page carries the compiled styles inline (npm run size, pageStyles).
export default defineStyles({
  // At the header's end, on the brand's line (its mark is 2rem tall), in either direction of writing.
  // The links take the home page's link class as it is (no new CSS); the list spaces them and
  // marks the page's own language, which is where the visitor is, not a way elsewhere.
  switcher: {
    float: 'inline-end',
    lineHeight: '2rem',
    '& > a + a': { ms: 3 },
    '& [aria-current]': { textDecoration: 'none', fontWeight: 'bold' },
  },
  option: underlinedLink,
});
