import { chakra } from '@chakra-ui/react';
import { errorId, helpId, type GridTemplateProps } from '@rjsf/utils';
import { descriptionStyles, errorListStyles, errorStyles, legendStyles, requiredMarkStyles } from '../styles.ts';
import type {
  FormDescriptionFieldProps,
  FormErrorListProps,
  FormFieldErrorProps,
  FormFieldHelpProps,
  FormTitleFieldProps,
} from '../types.ts';

// The small templates rjsf asks for by name (FieldTemplate, ObjectFieldTemplate and
// ArrayFieldTemplate draw their own titles, descriptions and errors with the same styles).

export function TitleFieldTemplate({ id, title, required }: FormTitleFieldProps) {
  return (
    <chakra.legend id={id} css={legendStyles}>
      {title}
      {required && (
        <chakra.span aria-hidden="true" css={requiredMarkStyles}>
          *
        </chakra.span>
      )}
    </chakra.legend>
  );
}

export function DescriptionFieldTemplate({ id, description }: FormDescriptionFieldProps) {
  return description ? (
    <chakra.div id={id} css={descriptionStyles}>
      {description}
    </chakra.div>
  ) : null;
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FormFieldErrorProps) {
  const shown = errors.filter((error) => error !== '');
  return shown.length === 0 ? null : (
    <chakra.ul id={errorId(fieldPathId)} css={errorStyles}>
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </chakra.ul>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FormFieldHelpProps) {
  return help ? (
    <chakra.div id={helpId(fieldPathId)} css={{ ...descriptionStyles, marginTop: '0.375rem', marginBottom: 0 }}>
      {help}
    </chakra.div>
  ) : null;
}

/** Every error of the form at its top, after a submit attempt (shown when SchemaForm's showErrorList is on). */
export function ErrorListTemplate({ errors }: FormErrorListProps) {
  return (
    <chakra.div role="alert" css={errorListStyles}>
      <chakra.p fontWeight={600} margin={0}>
        Please fix {errors.length === 1 ? 'this error' : `these ${errors.length} errors`}:
      </chakra.p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>{error.stack}</li>
        ))}
      </ul>
    </chakra.div>
  );
}

/**
 * rjsf's layout grid (`ui:field: LayoutGridField`): a row is a 12-column CSS grid; a column
 * spans `span` of them (all 12 on narrow screens).
 */
export function GridTemplate({ children, column, span, className: _className, style, ...rest }: GridTemplateProps) {
  const columns = typeof span === 'number' ? span : 12;
  return column ? (
    <chakra.div
      {...rest}
      style={style as object}
      gridColumn="1 / -1"
      css={{ '@media (min-width: 48em)': { gridColumn: `span ${columns}` } }}
      minWidth={0}
    >
      {children}
    </chakra.div>
  ) : (
    <chakra.div {...rest} display="grid" gridTemplateColumns="repeat(12, minmax(0, 1fr))" gap="1.25rem 1.5rem">
      {children}
    </chakra.div>
  );
}
