import { focusRing } from '../components/focusRing.ts';
import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  consent: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '0.625rem',
    marginBottom: '1rem',
    padding: '0.75rem 0.875rem',
    border: '1px solid',
    borderColor: '#d1d5db',
    borderRadius: '0.5rem',
    bg: '#f9fafb',
    fontSize: '0.9375rem',
    lineHeight: 1.5,
    color: '#1f2937',
    cursor: 'pointer',
    '& input': {
      width: '1.125rem',
      height: '1.125rem',
      flexShrink: 0,
      marginTop: '0.1875rem',
      marginInline: 0,
      accentColor: '#2f5bd3',
      cursor: 'inherit',
    },
    '& input:focus-visible': focusRing,
    '&:has(input:disabled)': { color: '#6b7280', cursor: 'not-allowed' },
  },
});
