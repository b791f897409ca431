import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { descriptionId, errorId, helpId } from '@rjsf/utils';
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

const errorLine = '1.3125rem';
const errorSlotStyles = { minHeight: `calc(${errorLine} + ${String(errorStyles.marginTop)})` };
const errorListStyles = { ...errorStyles, lineHeight: errorLine, margin: 0, paddingTop: errorStyles.marginTop };

/**
 * One field: a visible label (a legend, for radio and checkbox groups, inside a fieldset), the
 * required marker, the control with its description, then its errors once they are due. The
 * description, error and help elements carry the ids the control's aria-describedby names.
 */
export function FieldTemplate(props: FormFieldTemplateProps) {
  const { id, label, children, hidden, required, displayLabel, schema, uiSchema } = props;
  const aria = useFieldAria(props);
  if (hidden) return <Box display="none">{children}</Box>;
  // Objects render their own title and description (ObjectFieldTemplate).
  if (schema.type === 'object') return children;

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
  return (
    <Box>
      {displayLabel && label && (
        <chakra.label htmlFor={id} css={labelStyles}>
          {label}
          {mark}
        </chakra.label>
      )}
      {details}
    </Box>
  );
}
