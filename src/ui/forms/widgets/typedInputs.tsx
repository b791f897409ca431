import { getTemplate, localToUTC, utcToLocal, type RJSFSchema } from '@rjsf/utils';
import type { FormContext, FormValues, FormWidgetProps } from '../types.ts';

// Native inputs of one type each, through the theme's BaseInputTemplate: the browser's own date,
// time and colour pickers are keyboard- and screen-reader-ready, and cost a few bytes each.

/** Without a `type`, the input template picks one from the schema (text, or number for numbers). */
function TypedInput({ type, ...props }: FormWidgetProps & { type?: string }) {
  const BaseInput = getTemplate<'BaseInputTemplate', FormValues, RJSFSchema, FormContext>(
    'BaseInputTemplate',
    props.registry,
    props.options,
  );
  // eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's own component, the same on every render
  return <BaseInput {...props} {...(type ? { type } : {})} />;
}

/** A single-line text input. */
export const TextWidget = (props: FormWidgetProps) => <TypedInput {...props} />;
/** An email-type input; the browser's own email keyboard and autofill, no further format check. */
export const EmailWidget = (props: FormWidgetProps) => <TypedInput {...props} type="email" />;

export const PasswordWidget = (props: FormWidgetProps) => <TypedInput {...props} type="password" />;
export const URLWidget = (props: FormWidgetProps) => <TypedInput {...props} type="url" />;
export const UpDownWidget = (props: FormWidgetProps) => <TypedInput {...props} type="number" />;
export const DateWidget = (props: FormWidgetProps) => <TypedInput {...props} type="date" />;
export const TimeWidget = (props: FormWidgetProps) => <TypedInput {...props} type="time" />;
export const ColorWidget = (props: FormWidgetProps) => <TypedInput {...props} type="color" />;

/** A date and time, stored as UTC (JSON Schema's date-time) and edited in local time. */
export function DateTimeWidget(props: FormWidgetProps) {
  return (
    <TypedInput
      {...props}
      type="datetime-local"
      value={utcToLocal(typeof props.value === 'string' ? props.value : '')}
      onChange={(local: string | undefined) => props.onChange(local ? localToUTC(local) : props.options.emptyValue)}
    />
  );
}
