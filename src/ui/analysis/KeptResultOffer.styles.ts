import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  reopen: { fontWeight: 'semibold', color: 'blue.900', textDecoration: 'underline', _hover: { color: 'blue.700' } },
});
