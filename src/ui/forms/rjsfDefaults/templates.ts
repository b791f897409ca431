import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';

/**
 * Stands in for rjsf's default templates in the app's build, as ./widgets.ts does for widgets:
 * only those the app's registry does not replace (it replaces every button).
 */
export default function templates() {
  return {
    ArrayFieldDescriptionTemplate,
    ArrayFieldTitleTemplate,
    FallbackFieldTemplate,
    UnsupportedFieldTemplate: UnsupportedField,
    ButtonTemplates: {},
  };
}
