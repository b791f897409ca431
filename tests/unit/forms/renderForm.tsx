import { render } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { SchemaForm, type SchemaFormProps } from '../../../src/ui/forms/SchemaForm.tsx';
import { formMessages } from './formFixtures.ts';

// Compiled at run time here; the app passes the build's precompiled validator (FormScreenView).
const validator = customizeValidator();

/** Renders a SchemaForm as the app does (no provider: its styles are compiled classes), recording what it hands back. */
export function renderForm(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'form'>) {
  const submitted: JsonObject[] = [];
  const changed: JsonObject[] = [];
  const view = render(
    <SchemaForm
      validator={validator}
      submitLabel="Continue"
      messages={formMessages}
      onSubmit={(data) => submitted.push(data)}
      onChange={(data) => changed.push(data)}
      {...props}
    />,
  );
  return { ...view, submitted, changed };
}
