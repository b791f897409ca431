import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { ADDITIONAL_PROPERTY_FLAG, descriptionId, errorId, helpId } from '@rjsf/utils';
import { useItemLabel } from '../arrayContext.ts';
import { isGroupWidget } from '../isGroupWidget.ts';
import {
  descriptionStyles,
  errorStyles,
  fieldsetStyles,
  labelStyles,
  legendStyles,
  requiredMarkStyles,
} from '../styles.ts';
import type { FormFieldTemplateProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate.tsx';

const errorLine = '1.3125rem';
const errorSlotStyles = { minHeight: `calc(${errorLine} + ${errorStyles.marginTop as string})` };
const errorListStyles = { ...errorStyles, lineHeight: errorLine, margin: 0, paddingTop: errorStyles.marginTop };

/**
 * One field: a visible label (a legend, for radio and checkbox groups, inside a fieldset), the
 * required marker, the control with its description, then its errors once they are due. The
 * description, error and help elements carry the ids the control's aria-describedby names. A
 * property the person names (additionalProperties) is wrapped with its name input and Remove.
 */
export function FieldTemplate(props: FormFieldTemplateProps) {
  const body = <FieldBody {...props} />;
  if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) return body;
  return <WrapIfAdditionalTemplate {...props}>{body}</WrapIfAdditionalTemplate>;
}

function FieldBody(props: FormFieldTemplateProps) {
  const { id, children, hidden, required, displayLabel, schema, uiSchema, registry } = props;
  const itemLabel = useItemLabel(id, props.label);
  // An additional property's value: its group and name input carry the property's name (rjsf's label).
  const label = ADDITIONAL_PROPERTY_FLAG in schema ? (schema.title ?? 'Value') : itemLabel;
  const aria = useFieldAria(props);
  if (hidden) return <Box display="none">{children}</Box>;
  // Objects and lists render their own title, description and errors (ObjectFieldTemplate,
  // ArrayFieldTemplate); a list shown by one widget (checkboxes, files) is a field like any other.
  if (schema.type === 'object') return children;
  if (
    schema.type === 'array' &&
    !registry.schemaUtils.isMultiSelect(schema) &&
    !registry.schemaUtils.isFilesArray(schema, uiSchema)
  )
    return children;

  // Inputs carry the required attribute, so screen readers hear "required" without the asterisk;
  // a checkbox group has no such attribute, so its legend says it in words.
  const mark = required ? (
    <chakra.span aria-hidden="true" css={requiredMarkStyles}>
      *
    </chakra.span>
  ) : null;
  const group = isGroupWidget(uiSchema);
  const description = aria.description && (
    <chakra.p
      id={descriptionId(id)}
      css={group ? descriptionStyles : { ...descriptionStyles, marginTop: '0.375rem', marginBottom: 0 }}
    >
      {aria.description}
    </chakra.p>
  );
  // A group's description introduces its choices; a single input's sits under it, so inputs
  // side by side in the grid line up whether or not they have one.
  const details = (
    <>
      {group && description}
      {children}
      {!group && description}
      {/* One line is always reserved for the error, so one appearing on blur moves no control below it. */}
      <chakra.div css={errorSlotStyles}>
        {aria.errors.length > 0 && (
          <chakra.ul id={errorId(id)} css={errorListStyles}>
            {aria.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </chakra.ul>
        )}
      </chakra.div>
      {aria.help && (
        <chakra.p id={helpId(id)} css={{ ...descriptionStyles, marginTop: '0.375rem', marginBottom: 0 }}>
          {aria.help}
        </chakra.p>
      )}
    </>
  );

  if (group) {
    return (
      <chakra.fieldset css={fieldsetStyles}>
        {displayLabel && label ? (
          <chakra.legend css={legendStyles}>
            {label}
            {mark}
            {required && <VisuallyHidden> (required)</VisuallyHidden>}
          </chakra.legend>
        ) : (
          <VisuallyHidden asChild>
            <legend>{label}</legend>
          </VisuallyHidden>
        )}
        {details}
      </chakra.fieldset>
    );
  }
  // A boolean checkbox labels itself (CheckboxWidget); any other control keeps a name when its
  // label is hidden (`ui:options.label: false`) or its schema has no title.
  const labelsItself = schema.type === 'boolean' && !['radio', 'select'].includes(String(uiSchema?.['ui:widget']));
  return (
    <Box>
      {displayLabel && label ? (
        <chakra.label htmlFor={id} css={labelStyles}>
          {label}
          {mark}
        </chakra.label>
      ) : (
        !labelsItself && (
          <VisuallyHidden asChild>
            <label htmlFor={id}>{label || 'Answer'}</label>
          </VisuallyHidden>
        )
      )}
      {details}
    </Box>
  );
}
