import { errorId, helpId, type GridTemplateProps } from '@rjsf/utils';
import fieldStyles from '../styles/fields.styles.ts';
import gridStyles from '../styles/grid.styles.ts';
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
    <legend id={id} className={fieldStyles.legend}>
      {title}
      {required && (
        <span aria-hidden="true" className={fieldStyles.requiredMark}>
          *
        </span>
      )}
    </legend>
  );
}

export function DescriptionFieldTemplate({ id, description }: FormDescriptionFieldProps) {
  return description ? (
    <div id={id} className={fieldStyles.description}>
      {description}
    </div>
  ) : null;
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FormFieldErrorProps) {
  const shown = errors.filter((error) => error !== '');
  return shown.length === 0 ? null : (
    <ul id={errorId(fieldPathId)} className={fieldStyles.error}>
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FormFieldHelpProps) {
  return help ? (
    <div id={helpId(fieldPathId)} className={fieldStyles.controlNote}>
      {help}
    </div>
  ) : null;
}

/** Every error of the form at its top, after a submit attempt (shown when SchemaForm's showErrorList is on). */
export function ErrorListTemplate({ errors }: FormErrorListProps) {
  return (
    <div role="alert" className={fieldStyles.errorList}>
      <p className={fieldStyles.errorListTitle}>
        Please fix {errors.length === 1 ? 'this error' : `these ${errors.length} errors`}:
      </p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>{error.stack}</li>
        ))}
      </ul>
    </div>
  );
}

/** A column spans 1 to 12 columns; any other span takes the whole row (CSS dropped a span that was not a positive integer). */
function columnStyle(span: unknown): string {
  const columns = typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= 12 ? span : 12;
  return gridStyles[`column${columns}` as keyof typeof gridStyles];
}

/**
 * rjsf's layout grid (`ui:field: LayoutGridField`): a row is a 12-column CSS grid; a column
 * spans `span` of them (all 12 on narrow screens).
 */
export function GridTemplate({ children, column, span, className: _className, style, ...rest }: GridTemplateProps) {
  return column ? (
    <div {...rest} style={style as object} className={columnStyle(span)}>
      {children}
    </div>
  ) : (
    <div {...rest} className={gridStyles.layoutRow}>
      {children}
    </div>
  );
}
