import { defineStyles } from '../../styles/defineStyles.ts';
import { stack } from '../../styles/layout.ts';

export default defineStyles({
  screen: stack(6),
  card: {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: 'xl',
    p: { base: 5, md: 8 },
    boxShadow: 'sm',
  },
});
