import { getTemplate, type RJSFSchema } from '@rjsf/utils';
import type { FormContext, FormValues, FormWidgetProps } from '../types.ts';

/** An email-type input; the browser's own email keyboard and autofill, no further format check. */
export function EmailWidget(props: FormWidgetProps) {
  const BaseInput = getTemplate<'BaseInputTemplate', FormValues, RJSFSchema, FormContext>(
    'BaseInputTemplate',
    props.registry,
    props.options,
  );
  // eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's own component, the same on every render
  return <BaseInput {...props} type="email" />;
}
