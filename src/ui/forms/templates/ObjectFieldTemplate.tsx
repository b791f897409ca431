import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  canExpand,
  descriptionId,
  getUiOptions,
  titleId,
  type RJSFSchema,
} from '@rjsf/utils';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { AdditionalEntriesContext } from '../additionalContext.ts';
import { useItemLabel } from '../arrayContext.ts';
import buttonStyles from '../styles/buttons.styles.ts';
import fieldStyles from '../styles/fields.styles.ts';
import gridStyles from '../styles/grid.styles.ts';
import type { FormObjectFieldTemplateProps, FormUiSchema } from '../types.ts';
import { useAdditionalFocus } from '../useAdditionalFocus.ts';
import { AddButton } from './buttons/AddButton.tsx';

const fullWidthWidgets = new Set(['textarea', 'checkboxes']);

function isAdditional(schema: RJSFSchema | boolean | undefined): boolean {
  return typeof schema === 'object' && ADDITIONAL_PROPERTY_FLAG in schema;
}

/**
 * Whether a property takes a whole grid row: `ui:options.fullWidth`, a text area, a checkbox
 * group, an object, an array, or an additional property (its name, value and Remove side by side).
 */
function isFullWidth(schema: RJSFSchema | boolean | undefined, uiSchema: FormUiSchema | undefined): boolean {
  const options = getUiOptions(uiSchema);
  if (typeof options.fullWidth === 'boolean') return options.fullWidth;
  if (isAdditional(schema)) return true;
  if (typeof options.widget === 'string' && fullWidthWidgets.has(options.widget)) return true;
  return typeof schema === 'object' && (schema.type === 'object' || schema.type === 'array');
}

/** A hidden property takes no grid cell at all, so its width does not matter. */
function cellStyle(hidden: boolean, full: boolean): string | undefined {
  if (hidden) return fieldStyles.hiddenField;
  return full ? gridStyles.fullWidthCell : undefined;
}

/**
 * The properties of an object laid out in a grid: one column on narrow screens, two from 48em,
 * with wide fields across both. The root object leaves its title to the screen; a nested object
 * is a fieldset with its title as legend. Additional properties get "Add …" below, with focus
 * and announcements after each Add and Remove (useAdditionalFocus).
 */
export function ObjectFieldTemplate(props: FormObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, description, fieldPathId, formData, registry, optionalDataControl } = props;
  const title = useItemLabel(fieldPathId.$id, props.title);
  const entryNames = properties
    .filter((property) => isAdditional(schema.properties?.[property.name]))
    .map((property) => property.name);
  const { gridRef, addRef, message, willAdd, context } = useAdditionalFocus(entryNames);
  const expand = canExpand(schema, uiSchema, formData) && (
    <div ref={addRef} className={entryNames.length > 0 ? buttonStyles.addAfterItems : buttonStyles.addAlone}>
      <AddButton
        id={buttonId(fieldPathId, 'add')}
        label="Add property"
        onClick={() => {
          willAdd();
          props.onAddProperty();
        }}
        disabled={props.disabled || props.readonly}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
  const grid = (
    <div ref={gridRef} className={gridStyles.grid} data-object-grid="">
      {properties.map((property) => {
        const propertyUi: FormUiSchema | undefined = uiSchema?.[property.name];
        const full = isFullWidth(schema.properties?.[property.name], propertyUi);
        return (
          <div
            // rjsf keys a just-renamed additional property by its old name, so its value input
            // (focused when the person tabbed out of the name) stays mounted through the rename.
            key={property.content.key ?? property.name}
            className={cellStyle(property.hidden, full)}
          >
            {property.content}
          </div>
        );
      })}
    </div>
  );
  const additional = (
    <AdditionalEntriesContext.Provider value={context}>
      {grid}
      {expand}
      {/* Present from the start whenever entries can exist, so screen readers hear its first change. */}
      {Boolean(schema.additionalProperties ?? schema.patternProperties) && (
        <VisuallyHidden role="status" aria-live="polite">
          {message}
        </VisuallyHidden>
      )}
    </AdditionalEntriesContext.Provider>
  );
  if (fieldPathId.path.length === 0)
    return (
      <>
        {optionalDataControl}
        {additional}
      </>
    );
  return (
    <fieldset id={fieldPathId.$id} className={fieldStyles.fieldset}>
      {title && (
        <legend id={titleId(fieldPathId)} className={fieldStyles.legend}>
          {title}
        </legend>
      )}
      {description && (
        <div id={descriptionId(fieldPathId)} className={fieldStyles.description}>
          {description}
        </div>
      )}
      {optionalDataControl}
      {additional}
    </fieldset>
  );
}
