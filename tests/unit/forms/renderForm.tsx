import { render } from '@testing-library/react';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { formValidatorAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { SchemaForm, type SchemaFormProps } from '../../../src/ui/forms/SchemaForm.tsx';
import { formHintMessages, formMessages } from './formFixtures.ts';

// Compiled at run time here, with the app's formats; the app passes the build's precompiled validator (FormScreenView).
const validator = formValidatorAtRunTime();

/** Renders a SchemaForm as the app does (no provider: its styles are compiled classes), recording what it hands back. */
export function renderForm(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'form'>) {
  const submitted: JsonObject[] = [];
  const changed: JsonObject[] = [];
  const view = render(
    <SchemaForm
      validator={validator}
      submitLabel="Continue"
      messages={{ ...formMessages, ...formHintMessages }}
      onSubmit={(data) => submitted.push(data)}
      onChange={(data) => changed.push(data)}
      {...props}
    />,
  );
  return { ...view, submitted, changed };
}
