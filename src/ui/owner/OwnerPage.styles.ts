import { defineStyles } from '../styles/defineStyles.ts';
import { hstack } from '../styles/layout.ts';

/** The owner's dashboard; page, blocks and fields reuse the static pages' and forms' styles. */
export default defineStyles({
  controls: { display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-end' },
  control: { flex: '1 1 10rem', minW: 0 },
  figures: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: 4 },
  figure: { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'xl', p: 4 },
  figureValue: { fontSize: '2xl', fontWeight: 'bold', color: 'gray.900' },
  figureLabel: { color: 'gray.600' },
  chartRow: { display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: { base: 1, md: 3 }, py: 1 },
  chartLabel: { color: 'gray.800', overflowWrap: 'anywhere' },
  track: { position: 'relative', h: 6, bg: 'gray.100', borderRadius: 'sm' },
  viewsBar: { position: 'absolute', insetY: 0, insetStart: 0, bg: 'blue.200', borderRadius: 'sm' },
  completionsBar: { position: 'absolute', insetY: 0, insetStart: 0, bg: 'blue.700', borderRadius: 'sm' },
  legend: { ...hstack(4), flexWrap: 'wrap', color: 'gray.700', fontSize: 'sm' },
  swatchViews: { display: 'inline-block', w: 3, h: 3, bg: 'blue.200', me: 1 },
  swatchCompletions: { display: 'inline-block', w: 3, h: 3, bg: 'blue.700', me: 1 },
  tableScroll: { overflowX: 'auto', _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' } },
  table: {
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { borderBottomWidth: '1px', borderColor: 'gray.200', px: 2, py: 1.5, textAlign: 'start' },
    '& td.number, & th.number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
  alert: { color: 'red.700' },
  visuallyHidden: { srOnly: true },
  answers: {
    display: 'grid',
    gap: 1,
    mt: 2,
    '& dt': { fontWeight: 'semibold', color: 'gray.800' },
    '& dd': { ms: 0, color: 'gray.700', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  },
  stored: { color: 'gray.600', fontSize: 'xs' },
});
