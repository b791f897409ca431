import { Box, chakra } from '@chakra-ui/react';
import { buttonId, canExpand, descriptionId, getUiOptions, titleId, type RJSFSchema } from '@rjsf/utils';
import { useItemLabel } from '../arrayContext.ts';
import { descriptionStyles, fieldsetStyles, gridStyles, legendStyles } from '../styles.ts';
import type { FormObjectFieldTemplateProps, FormUiSchema } from '../types.ts';
import { AddButton } from './buttons/AddButton.tsx';

const fullWidthWidgets = new Set(['textarea', 'checkboxes']);

/** Whether a property takes a whole grid row: `ui:options.fullWidth`, a text area, a checkbox group, an object or an array. */
function isFullWidth(schema: RJSFSchema | boolean | undefined, uiSchema: FormUiSchema | undefined): boolean {
  const options = getUiOptions(uiSchema);
  if (typeof options.fullWidth === 'boolean') return options.fullWidth;
  if (typeof options.widget === 'string' && fullWidthWidgets.has(options.widget)) return true;
  return typeof schema === 'object' && (schema.type === 'object' || schema.type === 'array');
}

/**
 * The properties of an object laid out in a grid: one column on narrow screens, two from 48em,
 * with wide fields across both. The root object leaves its title to the screen; a nested object
 * is a fieldset with its title as legend.
 */
export function ObjectFieldTemplate(props: FormObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, description, fieldPathId, formData, registry, optionalDataControl } = props;
  const title = useItemLabel(fieldPathId.$id, props.title);
  const expand = canExpand(schema, uiSchema, formData) && (
    <Box marginTop="1rem">
      <AddButton
        id={buttonId(fieldPathId, 'add')}
        label="Add property"
        onClick={props.onAddProperty}
        disabled={props.disabled || props.readonly}
        uiSchema={uiSchema}
        registry={registry}
      />
    </Box>
  );
  const grid = (
    <Box css={gridStyles}>
      {properties.map((property) => {
        const propertyUi: FormUiSchema | undefined = uiSchema?.[property.name];
        const full = isFullWidth(schema.properties?.[property.name], propertyUi);
        return (
          <Box
            key={property.name}
            display={property.hidden ? 'none' : undefined}
            gridColumn={full ? '1 / -1' : undefined}
          >
            {property.content}
          </Box>
        );
      })}
    </Box>
  );
  if (fieldPathId.path.length === 0)
    return (
      <>
        {optionalDataControl}
        {grid}
        {expand}
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
      {grid}
      {expand}
    </chakra.fieldset>
  );
}
