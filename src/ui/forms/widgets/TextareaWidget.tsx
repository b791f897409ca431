import { LengthCounter } from '../../components/LengthCounter.tsx';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useTextControlProps } from '../useTextControlProps.ts';

/** A multi-line text area; `ui:options.rows` sets its height. */
export function TextareaWidget(props: FormWidgetProps) {
  const { options } = props;
  const control = useTextControlProps(props);
  return (
    <>
      <textarea
        {...control}
        rows={typeof options.rows === 'number' ? options.rows : 3}
        onChange={(event) => props.onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        className={fieldStyles.textarea}
      />
      {control.maxLength !== undefined && (
        <LengthCounter id={`${props.id}-length`} length={control.value.length} max={control.maxLength} />
      )}
    </>
  );
}
