import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStyles } from '../../styles/defineStyles.ts';

const group = (wideColumns: string): SystemStyleObject => ({
  display: 'grid',
  gap: '8px',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: wideColumns },
});

export default defineStyles({
  group: group('minmax(0, 1fr)'),
  longGroup: group('repeat(2, minmax(0, 1fr))'),
});
