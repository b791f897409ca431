import { defineStyles } from '../styles/defineStyles.ts';
import { stack } from '../styles/layout.ts';

export default defineStyles({
  notes: stack(3),
});
