import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  canExpand,
  descriptionId,
  getUiOptions,
  titleId,
  type RJSFSchema,
} from '@rjsf/utils';
import { AdditionalEntriesContext } from '../additionalContext.ts';
import { useItemLabel } from '../arrayContext.ts';
import { descriptionStyles, fieldsetStyles, gridStyles, legendStyles } from '../styles.ts';
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
    <Box ref={addRef} marginTop={entryNames.length > 0 ? '0.75rem' : 0}>
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
    </Box>
  );
  const grid = (
    <Box ref={gridRef} css={gridStyles} data-object-grid="">
      {properties.map((property) => {
        const propertyUi: FormUiSchema | undefined = uiSchema?.[property.name];
        const full = isFullWidth(schema.properties?.[property.name], propertyUi);
        return (
          <Box
            // rjsf keys a just-renamed additional property by its old name, so its value input
            // (focused when the person tabbed out of the name) stays mounted through the rename.
            key={property.content.key ?? property.name}
            display={property.hidden ? 'none' : undefined}
            gridColumn={full ? '1 / -1' : undefined}
          >
            {property.content}
          </Box>
        );
      })}
    </Box>
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
    <chakra.fieldset id={fieldPathId.$id} css={fieldsetStyles}>
      {title && (
        <chakra.legend id={titleId(fieldPathId)} css={legendStyles}>
          {title}
        </chakra.legend>
      )}
      {description && (
        <chakra.div id={descriptionId(fieldPathId)} css={descriptionStyles}>
          {description}
        </chakra.div>
      )}
      {optionalDataControl}
      {additional}
    </chakra.fieldset>
  );
}
