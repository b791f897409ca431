import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import type { PlaceholderGroup } from '../model/placeholderChoices.ts';
import { PlaceholderPicker } from './PlaceholderPicker.tsx';

/** What NodeEditor hands its form's widgets (rjsf's formContext). */
export interface TemplateFormContext {
  placeholders: PlaceholderGroup[];
  /** The edited node's own data (a histogram reads its step's id and scale). */
  node?: unknown;
}

/** The name NodeEditor gives this widget in an analysis's uiSchema. */
export const templateWidgetName = 'placeholderTemplate';

/** An analysis's prompt template: rjsf's own text area, with the placeholder picker writing at its cursor. */
export function TemplateWidget(props: WidgetProps<unknown, RJSFSchema, TemplateFormContext>) {
  const { id, onChange, registry } = props;
  const groups = registry.formContext.placeholders;
  const caret = useRef<number | null>(null);
  const Textarea = registry.widgets.TextareaWidget;
  const text = typeof props.value === 'string' ? props.value : '';

  useEffect(() => {
    const element = document.getElementById(id);
    if (caret.current === null || !(element instanceof HTMLTextAreaElement)) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [id, text]);

  const insert = (placeholder: string) => {
    const element = document.getElementById(id);
    const area = element instanceof HTMLTextAreaElement ? element : undefined;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? start;
    caret.current = start + placeholder.length;
    onChange(text.slice(0, start) + placeholder + text.slice(end));
  };

  if (!Textarea) return null;
  return (
    <>
      <Textarea {...props} />
      {groups.length > 0 ? <PlaceholderPicker groups={groups} onPick={insert} /> : null}
    </>
  );
}
