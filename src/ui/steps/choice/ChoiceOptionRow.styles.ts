import { choiceCard } from '../../styles/choiceCard.ts';
import { defineStyles } from '../../styles/defineStyles.ts';

const checked = '&:has(input:checked)';

/**
 * A questionnaire's option: the form's choice card, larger, with the option's letter in a key
 * where the native input was (the input stays, unseen, for its semantics and keys) and a tick
 * when chosen, so a chosen option shows without colour. Both are drawn with an empty alternative
 * text (`/ ""`), so they are no part of the option's name.
 */
export default defineStyles({
  option: {
    ...choiceCard,
    position: 'relative',
    minHeight: '52px',
    padding: '12px 16px',
    fontSize: { base: '16px', md: '17px' },
    '& input': { position: 'absolute', top: '0', left: '0', width: '1px', height: '1px', margin: '0', opacity: 0 },
    '&::before': {
      content: 'attr(data-shortcut) / ""',
      display: 'inline-grid',
      placeItems: 'center',
      flexShrink: 0,
      width: '26px',
      height: '26px',
      boxSizing: 'border-box',
      border: '1px solid',
      borderColor: 'gray.400',
      borderRadius: '6px',
      fontSize: '13px',
      fontWeight: '700',
      color: 'gray.700',
      bg: 'white',
    },
    [`${checked}::before`]: { bg: 'brand.600', borderColor: 'brand.600', color: 'white' },
    [`${checked}::after`]: { content: '"✓" / ""', marginLeft: 'auto', fontWeight: '700', color: 'brand.700' },
  },
});
