import { getUiOptions } from '@rjsf/utils';
import fieldStyles from '../styles/fields.styles.ts';
import gridStyles from '../styles/grid.styles.ts';
import type { FormMultiSchemaFieldTemplateProps } from '../types.ts';

/**
 * A oneOf/anyOf: the choice of option, labelled (`ui:options.selectorLabel` or `ui:selectorLabel`,
 * default "Type of <title>" or "Option"), then the chosen option's fields.
 */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
  schema,
  uiSchema,
}: FormMultiSchemaFieldTemplateProps) {
  const { selectorLabel } = getUiOptions(uiSchema);
  const custom = typeof selectorLabel === 'string' ? selectorLabel : undefined;
  const label = custom ?? (schema.title ? `Type of ${schema.title}` : 'Option');
  return (
    <div className={gridStyles.multiSchema}>
      {selector && (
        <label className={fieldStyles.selectorLabel}>
          <span className={fieldStyles.label}>{label}</span>
          {selector}
        </label>
      )}
      {optionSchemaField}
    </div>
  );
}
