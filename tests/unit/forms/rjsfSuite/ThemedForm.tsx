import { ChakraProvider } from '@chakra-ui/react';
import { withTheme, type FormProps } from '@rjsf/core';
import { system } from '../../../../src/ui/app/system.ts';
import { formTheme } from '../../../../src/ui/forms/registry.ts';

const ThemeForm = withTheme(formTheme);

/** rjsf's Form with the app's theme, inside the app's Chakra system: what the rjsf theme suite renders. */
export function ThemedForm(props: FormProps) {
  return (
    <ChakraProvider value={system}>
      <ThemeForm {...props} />
    </ChakraProvider>
  );
}
