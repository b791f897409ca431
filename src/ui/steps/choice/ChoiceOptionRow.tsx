import { chakra } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { focusRing } from '../../components/focusRing.ts';
import { colours } from '../stepStyles.ts';

interface ChoiceOptionRowProps {
  type: 'radio' | 'checkbox';
  /** Shared by all radios of a step so the browser gives them arrow-key roving. */
  name: string;
  value: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One option as a native input wrapped in its label: the browser then provides the accessible
 * name, Space/arrow keys and a whole-row click target without any ARIA of ours.
 */
export function ChoiceOptionRow({ type, name, value, label, checked, disabled, onChange }: ChoiceOptionRowProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="12px"
      minHeight="44px"
      boxSizing="border-box"
      padding="10px 14px"
      border="1px solid"
      borderColor={checked ? 'brand.500' : colours.border}
      bg={checked ? 'brand.50' : colours.surface}
      borderRadius="8px"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      _hover={disabled ? undefined : { borderColor: checked ? 'brand.600' : colours.borderHover }}
      // The ring goes on the whole row so it is visible whatever the input's native look.
      css={{ '&:has(input:focus-visible)': focusRing }}
    >
      <chakra.input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        width="20px"
        height="20px"
        flexShrink={0}
        margin="0"
        accentColor="brand.500"
        cursor="inherit"
        _focusVisible={{ outline: 'none' }}
      />
      <chakra.span fontSize="16px" lineHeight="1.4">
        {label}
      </chakra.span>
    </chakra.label>
  );
}
