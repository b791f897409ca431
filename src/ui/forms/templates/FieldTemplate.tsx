import { ADDITIONAL_PROPERTY_FLAG, descriptionId, errorId, helpId } from '@rjsf/utils';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import visuallyHidden from '../../components/VisuallyHidden.styles.ts';
import { useItemLabel } from '../arrayContext.ts';
import { isGroupWidget } from '../isGroupWidget.ts';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormFieldTemplateProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';
import { useSteadySlot } from '../useSteadySlot.ts';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate.tsx';

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
  const errorSlot = useSteadySlot(aria.errors.length);
  if (hidden) return <div className={fieldStyles.hiddenField}>{children}</div>;
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
    <span aria-hidden="true" className={fieldStyles.requiredMark}>
      *
    </span>
  ) : null;
  const group = isGroupWidget(uiSchema);
  const description = aria.description && (
    <p id={descriptionId(id)} className={group ? fieldStyles.description : fieldStyles.controlNote}>
      {aria.description}
    </p>
  );
  // A group's description introduces its choices; a single input's sits under it, so inputs
  // side by side in the grid line up whether or not they have one.
  const details = (
    <>
      {group && description}
      {children}
      {!group && description}
      {/* One line is always reserved for the error, so one appearing on blur moves no control below it;
          one going as the person types keeps its room (useSteadySlot). */}
      <div ref={errorSlot} className={fieldStyles.errorSlot}>
        {aria.errors.length > 0 && (
          <ul id={errorId(id)} className={fieldStyles.fieldErrors}>
            {aria.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </div>
      {aria.help && (
        <p id={helpId(id)} className={fieldStyles.controlNote}>
          {aria.help}
        </p>
      )}
    </>
  );

  if (group) {
    return (
      <fieldset className={fieldStyles.fieldset}>
        {displayLabel && label ? (
          <legend className={fieldStyles.legend}>
            {label}
            {mark}
            {required && <VisuallyHidden> (required)</VisuallyHidden>}
          </legend>
        ) : (
          <legend className={visuallyHidden.hidden}>{label}</legend>
        )}
        {details}
      </fieldset>
    );
  }
  // A boolean checkbox labels itself (CheckboxWidget); any other control keeps a name when its
  // label is hidden (`ui:options.label: false`) or its schema has no title.
  const labelsItself = schema.type === 'boolean' && !['radio', 'select'].includes(String(uiSchema?.['ui:widget']));
  return (
    <div>
      {displayLabel && label ? (
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
          {mark}
        </label>
      ) : (
        !labelsItself && (
          <label htmlFor={id} className={visuallyHidden.hidden}>
            {label || 'Answer'}
          </label>
        )
      )}
      {details}
    </div>
  );
}
