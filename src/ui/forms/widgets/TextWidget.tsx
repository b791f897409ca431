import { getTemplate, type RJSFSchema } from '@rjsf/utils';
import type { FormContext, FormValues, FormWidgetProps } from '../types.ts';

/** A single-line text input. */
export function TextWidget(props: FormWidgetProps) {
  const BaseInput = getTemplate<'BaseInputTemplate', FormValues, RJSFSchema, FormContext>(
    'BaseInputTemplate',
    props.registry,
    props.options,
  );
  return <BaseInput {...props} />;
}
