import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { system } from '../../../src/ui/app/system.ts';
import { SchemaForm, type SchemaFormProps } from '../../../src/ui/forms/SchemaForm.tsx';
import { formMessages } from './shippedForms.ts';

/** Renders a SchemaForm inside the app's Chakra system, recording what it hands back. */
export function renderForm(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'form'>) {
  const submitted: JsonObject[] = [];
  const changed: JsonObject[] = [];
  const view = render(
    <ChakraProvider value={system}>
      <SchemaForm
        submitLabel="Continue"
        messages={formMessages}
        onSubmit={(data) => submitted.push(data)}
        onChange={(data) => changed.push(data)}
        {...props}
      />
    </ChakraProvider>,
  );
  return { ...view, submitted, changed };
}
