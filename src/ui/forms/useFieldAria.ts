import { descriptionId, errorId, getUiOptions, helpId, type RJSFSchema } from '@rjsf/utils';
import type { FormUiSchema } from './types.ts';
import { useSchemaFormUi } from './uiContext.ts';

export interface FieldAria {
  description?: string;
  help?: string;
  /** The errors to show now: none until the field was left or a submit was attempted. */
  errors: string[];
  /** For aria-describedby; names only the parts that are rendered. */
  describedBy?: string;
  invalid: boolean;
}

/**
 * The description, help and visible errors of a field, shared by FieldTemplate (which renders
 * them with the ids below) and the widgets (which point aria-describedby at them).
 */
export function useFieldAria(props: {
  id: string;
  schema: RJSFSchema;
  uiSchema?: FormUiSchema;
  rawErrors?: string[];
}): FieldAria {
  const { touched, revealAll } = useSchemaFormUi();
  const options = getUiOptions(props.uiSchema);
  const description = typeof options.description === 'string' ? options.description : props.schema.description;
  const help = typeof options.help === 'string' ? options.help : undefined;
  const shown = revealAll || touched.has(props.id);
  const errors = shown ? [...new Set(props.rawErrors ?? [])] : [];
  const ids = [
    errors.length > 0 ? errorId(props.id) : undefined,
    description ? descriptionId(props.id) : undefined,
    help ? helpId(props.id) : undefined,
  ].filter((id): id is string => id !== undefined);
  return {
    ...(description ? { description } : {}),
    ...(help ? { help } : {}),
    errors,
    ...(ids.length > 0 ? { describedBy: ids.join(' ') } : {}),
    invalid: errors.length > 0,
  };
}
