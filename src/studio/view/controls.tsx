import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** The Studio's own small forms (New flow, Add a field): plain controls in the app's tokens. */
export const Input = chakra('input');
export const Label = chakra('label');
export const Select = chakra('select');

/** The Studio's label style, for a label written beside its own control. */
export const labelStyle = { display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: 1 } as const;

export const controlStyle = {
  width: '100%',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  px: 3,
  py: 2,
  fontSize: 'sm',
  bg: 'white',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
} as const;

/** A label above its control, tied by id (a wrapping label would name a select after its chosen option too). */
export function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box>
      <Label htmlFor={id} {...labelStyle}>
        {label}
      </Label>
      {children(id)}
    </Box>
  );
}

/** A labelled one-line text input, with a line of help under it when given. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  help,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  help?: string;
}) {
  const helpId = useId();
  return (
    <Labelled label={label}>
      {(id) => (
        <>
          <Input
            id={id}
            {...controlStyle}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            {...(placeholder === undefined ? {} : { placeholder })}
            {...(help === undefined ? {} : { 'aria-describedby': helpId })}
          />
          {help === undefined ? null : (
            <Text id={helpId} fontSize="xs" color="gray.600" mt={1}>
              {help}
            </Text>
          )}
        </>
      )}
    </Labelled>
  );
}
