/**
 * The uiSchema options the app's forms honour: rjsf v6's own (read by its fields and utils,
 * which this app uses unchanged) that the app's theme (src/ui/forms) renders, plus the theme's
 * own. Plain data, so the content checker knows them without importing React.
 *
 * Left out, because the theme ignores them or nothing could check them: `classNames` and `style`
 * (FieldTemplate draws its own markup), `autocapitalize`, `allowClearTextInputs`,
 * `enableMarkdownInDescription`/`Help` (text shows as written, see plainMarkdown.tsx), the file
 * and split-date options `accept`, `filePreview`, `yearsRange`, `format` (no such widgets are
 * registered), `field`, `fieldReplacesAnyOrOneOf`, `layoutGrid` (a custom field is code, not
 * content), `definitions` (forms declare their fields inline) and the deprecated `rootFieldId`.
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
 * written `ui:`, so the app takes them only there; `ui:messages` is the app's own (friendlyErrors).
 */
export const uiOnlyKeys = ['ui:options', 'ui:widget', 'ui:order', 'ui:enumNames', 'ui:messages'] as const;

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
