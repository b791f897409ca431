import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({
  preview: {
    bg: 'brand.50',
    borderWidth: '1px',
    borderColor: 'brand.200',
    borderRadius: 'xl',
    p: { base: 4, md: 6 },
  },
  label: {
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'brand.800',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    mb: 2,
  },
  sentence: { fontSize: { base: 'lg', md: 'xl' }, color: 'gray.800', lineHeight: 'tall' },
  answer: { fontWeight: 'semibold', color: 'brand.800' },
  blank: {
    display: 'inline-block',
    w: '4em',
    borderBottomWidth: '2px',
    borderColor: 'brand.500',
    verticalAlign: 'baseline',
  },
  blankLabel: { srOnly: true },
});
