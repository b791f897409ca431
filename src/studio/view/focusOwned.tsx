import type { FormContextType, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { useState, type ComponentType } from 'react';

/**
 * A text widget that, while it has focus, shows what is typed into it rather than the form's
 * value. rjsf 6 queues each change and reports it after its own state commits, and under load a
 * field was handed an earlier or reshaped value for a render while later keys were still on
 * their way; written into a focused field, that moved the caret to the end mid-word
 * (studio.e2e.ts, the prompt template). Nothing else changes a focused field's text: the Studio's
 * undo keys are left to the field itself, and the placeholder picker writes while it has focus.
 */
export function focusOwned<S extends StrictRJSFSchema, F extends FormContextType>(
  Widget: ComponentType<WidgetProps<unknown, S, F>> | undefined,
) {
  if (!Widget) throw new Error('focusOwned: rjsf has no such widget');
  return function FocusOwned(props: WidgetProps<unknown, S, F>) {
    const formValue: unknown = props.value;
    // While focused, what was typed (boxed: an emptied field types `undefined`); unfocused, null.
    const [typed, setTyped] = useState<{ value: unknown } | null>(null);
    return (
      <Widget
        {...props}
        value={typed ? typed.value : formValue}
        onFocus={(id, value) => {
          setTyped({ value: formValue });
          props.onFocus(id, value);
        }}
        onBlur={(id, value) => {
          setTyped(null);
          props.onBlur(id, value);
        }}
        onChange={(value, ...rest) => {
          setTyped({ value });
          props.onChange(value, ...rest);
        }}
      />
    );
  };
}
