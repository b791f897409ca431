import { defineStyles } from '../styles/defineStyles.ts';

const counter = { fontSize: 'sm', textAlign: 'right' } as const;

export default defineStyles({
  counter: { ...counter, color: 'gray.600' },
  counterAtLimit: { ...counter, color: 'red.700' },
});
