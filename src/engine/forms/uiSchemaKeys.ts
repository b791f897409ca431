/**
 * The uiSchema options the app's forms honour: rjsf v6's own (read by its fields and utils,
 * which this app uses unchanged) that the app's theme (src/ui/forms) renders, plus the theme's
 * own. Plain data, so the content checker knows them without importing React. rjsf's
 * presentational options the theme draws its own way are accepted and ignored
 * (ignoredOptionNames, a warning); a custom React field or template is refused (customCodeKeys).
 */

/**
 * Options a field honours written either way: `"ui:help": "…"` or `"ui:options": { "help": "…" }`
 * (rjsf's getUiOptions merges both, and the theme reads options through it).
 */
export const uiOptionNames = [
  // rjsf SchemaField: the label, text and state of any field (FieldTemplate, useFieldAria, the widgets).
  'title',
  'description',
  'help',
  'autofocus',
  'disabled',
  'readonly',
  'hideError',
  'deprecatedHandling',
  // rjsf getDisplayLabel: `label: false` hides the label visually (FieldTemplate, CheckboxWidget).
  'label',
  // rjsf StringField/ArrayField → the theme's inputs and drop-down.
  'placeholder',
  'emptyValue',
  // rjsf getInputProps, used by the theme's BaseInputTemplate.
  'inputType',
  'autocomplete',
  // rjsf optionsList and getOptionValueFormat → SelectWidget, RadioWidget, CheckboxesWidget (ChoiceInputs).
  'enumOrder',
  'enumDisabled',
  'optionValueFormat',
  'optionsSchemaSelector',
  // The theme's widgets: TextareaWidget's height, ChoiceInputs' one-line layout.
  'rows',
  'inline',
  // rjsf ArrayField: the list's buttons (ArrayFieldTemplate, ArrayFieldItemButtonsTemplate).
  'addable',
  'orderable',
  'removable',
  'copyable',
  // rjsf ObjectField, canExpand and shouldRenderOptionalField: maps and optional objects (ObjectFieldTemplate).
  'expandable',
  'duplicateKeySuffixSeparator',
  'enableOptionalDataFieldForType',
  // The theme's own: ArrayFieldTemplate (itemTitle), AddButton (addLabel), ObjectFieldTemplate
  // (fullWidth), MultiSchemaFieldTemplate (selectorLabel).
  'itemTitle',
  'addLabel',
  'fullWidth',
  'selectorLabel',
] as const;

/**
 * Keys written only as `ui:` keys. rjsf would also read `widget`, `order` and `enumNames` from
 * `ui:options`, but the checker checks them (formWidgets, formOrder, formEnums) where they are
 * written `ui:`, so the app takes them only there; `ui:messages` (friendlyErrors) and `ui:when` (formFields: a
 * field shown only while a rule holds) are the app's own.
 */
export const uiOnlyKeys = ['ui:options', 'ui:widget', 'ui:order', 'ui:enumNames', 'ui:messages', 'ui:when'] as const;

/** Options only the form's top-level uiSchema honours, written either way: rjsf's getSubmitButtonOptions (SubmitButton). */
export const rootOptionNames = ['submitButtonOptions'] as const;

/** Keys only the form's top-level uiSchema honours, written only as `ui:` keys: rjsf's Form reads them there. */
export const rootOnlyKeys = ['ui:globalOptions'] as const;

/**
 * What `ui:globalOptions` may set for every field: the options rjsf's fields read with the global
 * fallback (SchemaField, ArrayField, ObjectField, getDisplayLabel, shouldRenderOptionalField). The
 * theme reads its own options, and a field's title, description and help, from the field's
 * uiSchema only, so those are not global.
 */
export const globalOptionNames = [
  'disabled',
  'readonly',
  'hideError',
  'autofocus',
  'label',
  'addable',
  'orderable',
  'removable',
  'copyable',
  'duplicateKeySuffixSeparator',
  'enableOptionalDataFieldForType',
  'deprecatedHandling',
] as const;

/**
 * rjsf options that only change how a field looks, which the theme draws its own way: accepted
 * (a form written for rjsf elsewhere still loads) and reported as warnings, each with why it
 * changes nothing here. Written either way, `ui:<name>` or inside `ui:options`.
 */
export const ignoredOptionNames: Readonly<Record<string, string>> = {
  classNames: 'the theme draws every field with its own classes',
  className: 'the theme draws every field with its own classes',
  style: 'the theme draws every field with its own styles',
  enableMarkdownInDescription: 'descriptions show as written: the app renders no markdown',
  enableMarkdownInHelp: 'help shows as written: the app renders no markdown',
  yearsRange: "dates use the browser's own date input, which has its own year picker",
  format: "dates use the browser's own date input, which orders the parts for the visitor's language",
  hideNowButton: "dates use the browser's own date input",
  hideClearButton: "dates use the browser's own date input",
  autocapitalize: 'the theme leaves capitalisation to the browser',
  allowClearTextInputs: 'the theme draws no clear button in text inputs',
  rootFieldId: 'rjsf no longer reads it; element ids come from the form id',
  accept: 'it names the files a file field takes, and a form has no file field (see "format": "data-url")',
};

/** rjsf's own fields, which `ui:field` could name: the built-ins a custom field is measured against. */
const builtInFields: Readonly<Record<string, string>> = {
  string: 'StringField',
  number: 'NumberField',
  integer: 'NumberField',
  boolean: 'BooleanField',
  object: 'ObjectField',
  array: 'ArrayField',
  null: 'NullField',
};

/** The built-in field rjsf uses for a schema type, for a message about a custom one. */
export function builtInFieldFor(type: unknown): string {
  return (typeof type === 'string' ? builtInFields[type] : undefined) ?? 'SchemaField';
}

/**
 * uiSchema keys that name React code — a custom field, or a template for one field — which no
 * content file can provide: refused, each with the built-in the form uses without it.
 */
export const customCodeKeys: Readonly<Record<string, string>> = {
  'ui:field': 'field',
  'ui:fieldReplacesAnyOrOneOf': 'field',
  'ui:layoutGrid': 'field',
  'ui:ObjectFieldTemplate': 'ObjectFieldTemplate',
  'ui:ArrayFieldTemplate': 'ArrayFieldTemplate',
  'ui:FieldTemplate': 'FieldTemplate',
  'ui:ArrayFieldItemTemplate': 'ArrayFieldItemTemplate',
  'ui:ArrayFieldDescriptionTemplate': 'ArrayFieldDescriptionTemplate',
  'ui:ArrayFieldTitleTemplate': 'ArrayFieldTitleTemplate',
  'ui:DescriptionFieldTemplate': 'DescriptionFieldTemplate',
  'ui:TitleFieldTemplate': 'TitleFieldTemplate',
};
