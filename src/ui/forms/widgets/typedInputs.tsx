import { getTemplate, localToUTC, utcToLocal, type RJSFSchema } from '@rjsf/utils';
import type { FormContext, FormValues, FormWidgetProps } from '../types.ts';

// Native inputs of one type each, through the theme's BaseInputTemplate: the browser's own date,
// time and colour pickers are keyboard- and screen-reader-ready, and cost a few bytes each.

function TypedInput({ type, ...props }: FormWidgetProps & { type: string }) {
  const BaseInput = getTemplate<'BaseInputTemplate', FormValues, RJSFSchema, FormContext>(
    'BaseInputTemplate',
    props.registry,
    props.options,
  );
  return <BaseInput {...props} type={type} />;
}

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
