import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  notes: { display: 'flex', flexDirection: 'column', gap: 3 },
});
