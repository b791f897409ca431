/**
 * The widgets the app's forms render, by registry name, with the short names a uiSchema's
 * `ui:widget` may use for them (rjsf maps `"email"` to EmailWidget, and so on). Plain data, so
 * the content checker knows them without importing React; a test holds it equal to the UI
 * registry (src/ui/forms/registry.ts).
 */
export const formWidgetNames = {
  TextWidget: ['text'],
  EmailWidget: ['email'],
  TextareaWidget: ['textarea'],
  SelectWidget: ['select'],
  RadioWidget: ['radio'],
  CheckboxesWidget: ['checkboxes'],
} as const satisfies Record<string, readonly string[]>;

/** Every name `ui:widget` accepts: the short names, then the registry names. */
export const widgetNames: readonly string[] = [
  ...Object.values(formWidgetNames).flat(),
  ...Object.keys(formWidgetNames),
];
