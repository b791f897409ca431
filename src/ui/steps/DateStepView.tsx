import type { DateStep } from '../../engine/content/types.ts';
import { isIsoDate } from '../../engine/values/isIsoDate.ts';
import { boxProps } from './input/boxProps.ts';
import type { StepViewProps } from './StepViewProps.ts';

/**
 * A native date input: typed by keyboard a part at a time (arrows change the part), or picked from
 * the browser's calendar. Its value is YYYY-MM-DD, or '' until the date is whole.
 */
export function DateStepView(props: StepViewProps<DateStep>) {
  const { step, answer, onChange } = props;
  return (
    <input
      {...boxProps(props)}
      type="date"
      min={step.min}
      max={step.max}
      value={answer ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(isIsoDate(value) ? value : undefined);
      }}
    />
  );
}
