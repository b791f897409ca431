import Form, { type IChangeEvent } from '@rjsf/core';
import {
  englishStringTranslator,
  getDefaultFormState,
  TranslatableString,
  type Experimental_DefaultFormStateBehavior,
  type RJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FormContent, JsonObject } from '../../engine/content/types.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { FormMessages } from '../../engine/forms/messages/formRules.ts';
import type { FormHintMessages } from '../../engine/forms/messages/formHint.ts';
import { incompleteFields } from '../../engine/forms/isFormComplete.ts';
import { pruneHidden } from '../../engine/forms/pruneHidden.ts';
import type { ShownForm } from '../../engine/forms/shownFormAnswers.ts';
import { toJsonObject } from '../../engine/forms/toJsonObject.ts';
import { friendlyErrors } from './friendlyErrors.ts';
import { malformedFields } from './malformedFields.ts';
import { templates, widgets } from './registry.ts';
import type { FormContext, FormUiSchema, FormValues } from './types.ts';
import { SchemaFormUiContext, type SchemaFormUi } from './uiContext.ts';

export interface SchemaFormProps {
  /** The form content (schemas/forms/<id>.json); its id prefixes every element id. */
  form: FormContent;
  /**
   * The form's validator: in the app, rjsf's precompiled one (createPrecompiledValidator over the
   * code the build generated), so the browser compiles no schema; tests may pass customizeValidator().
   */
  validator: ValidatorType<FormValues, RJSFSchema, FormContext>;
  /** Previously stored data, e.g. from session storage; schema defaults fill the gaps. */
  initialData?: JsonObject;
  submitLabel: string;
  /** Called with the data to store: the spec's field names, hidden fields and emptied keys left out. */
  onSubmit: (data: JsonObject) => void;
  /** Called with the same shape after every change, e.g. for a live preview. */
  onChange?: (data: JsonObject) => void;
  disabled?: boolean;
  /** Rendered on the submit button's row, before it (e.g. a Back link). */
  footer?: ReactNode;
  /** Rendered between the fields and the submit button's row (e.g. a consent checkbox). */
  beforeSubmit?: ReactNode;
  /**
   * When errors appear: 'blur' (default) once the user has left the field (then they stay
   * current as the user types), 'change' as they type, 'submit' only on a submit attempt.
   * A submit attempt always shows every error.
   */
  validateOn?: 'blur' | 'change' | 'submit';
  /**
   * The app's default wording per validation rule (flows/app.yaml `messages`), which fields may
   * override, and the hint beside the disabled submit button naming the fields that keep it so.
   */
  messages: FormMessages & FormHintMessages;
  /**
   * Which fields the form's conditions show for some values, and the answers to keep: a form
   * screen with `ui:when` rules binds shownFormAnswers to its fields and the flow's session
   * (useShownFields). Without it, only the schema's own conditions apply (pruneHidden).
   */
  shown?: (values: FormValues) => ShownForm;
}

/** Without `shown`: no field is hidden by a rule (one set, so nothing that depends on it changes as the form is typed in). */
const noneHidden: ReadonlySet<string> = new Set();

/** The uiSchema with each field a `ui:when` hides now drawn as rjsf's hidden widget (no label, no cell). */
function withHidden(uiSchema: FormUiSchema, hidden: ReadonlySet<string>): FormUiSchema {
  if (hidden.size === 0) return uiSchema;
  const entries = [...hidden].map((name) => [name, { ...(uiSchema[name] as object), 'ui:widget': 'hidden' }]);
  return { ...uiSchema, ...Object.fromEntries(entries) } as FormUiSchema;
}

/**
 * 'blur' validates on every change too and only holds errors back until the field is left
 * (useFieldAria): validating on blur would leave a fixed field's error up until the next blur,
 * and that blur is the mouse-down on Continue or Back, whose button the vanishing error moves
 * out from under the pointer before the click lands.
 */
const liveValidateFor = { blur: 'onChange', change: 'onChange', submit: false } as const;

/**
 * Defaults come only from `default`: a `oneOf` of titled consts (an enum with labels) starts
 * unchosen rather than on its first option, and a required boolean starts unanswered.
 */
const defaultsBehavior: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'skipOneOf',
  requiredBooleanDefault: 'skip',
};

/** rjsf's words, except that a new additional property's value starts empty rather than "New Value". */
function translateString(text: TranslatableString, params?: string[]): string {
  return text === TranslatableString.NewStringDefault ? '' : englishStringTranslator(text, params);
}

function SchemaFormInner({
  form,
  validator,
  initialData,
  submitLabel,
  onSubmit,
  onChange,
  disabled = false,
  footer,
  beforeSubmit,
  validateOn = 'blur',
  messages,
  shown,
}: SchemaFormProps) {
  const schema = useMemo(() => form.schema as RJSFSchema, [form.schema]);
  const shownOf = useCallback(
    (values: FormValues): ShownForm =>
      shown ? shown(values) : { hidden: noneHidden, answers: pruneHidden(form.schema, values) },
    [shown, form.schema],
  );
  const [data, setData] = useState<FormValues>(() => {
    const defaults = getDefaultFormState<FormValues, RJSFSchema, FormContext>(
      validator,
      schema,
      { ...initialData },
      schema,
      false,
      defaultsBehavior,
    );
    return isRecord(defaults) ? defaults : {};
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [revealAll, setRevealAll] = useState(validateOn === 'change');
  // A malformed email, address or date keeps submit disabled as an empty required field does.
  const [malformed, setMalformed] = useState(() => malformedFields(validator.validateFormData(data, schema).errors));
  const { hidden } = useMemo(() => shownOf(data), [shownOf, data]);
  const uiSchema = useMemo(() => withHidden((form.uiSchema ?? {}) as FormUiSchema, hidden), [form.uiSchema, hidden]);
  const transformErrors = useMemo(() => friendlyErrors(form, messages, hidden), [form, messages, hidden]);
  const missing = useMemo(() => incompleteFields(form.schema, data, hidden), [form.schema, data, hidden]);
  const complete = missing.length === 0 && malformed.length === 0;
  // Go to in the hint: the field it focused shows why it is wanted.
  const reveal = useCallback((id: string) => {
    setTouched((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  }, []);
  const hint = useMemo(
    () => ({ form, messages, missing, malformed, data, reveal }),
    [form, messages, missing, malformed, data, reveal],
  );

  const toStored = (values: FormValues): JsonObject => toJsonObject(shownOf(values).answers);

  const ui = useMemo<SchemaFormUi>(
    () => ({ touched, revealAll, complete, disabled, submitLabel, hint, footer, beforeSubmit }),
    [touched, revealAll, complete, disabled, submitLabel, hint, footer, beforeSubmit],
  );

  const handleChange = (event: IChangeEvent<FormValues, RJSFSchema, FormContext>) => {
    const values = event.formData ?? {};
    setData(values);
    setMalformed(malformedFields(event.errors));
    onChange?.(toStored(values));
  };
  const handleBlur = (id: string) => {
    if (validateOn !== 'blur') return;
    setTouched((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  };
  const handleSubmit = (event: IChangeEvent<FormValues, RJSFSchema, FormContext>) => {
    const values = event.formData ?? {};
    const next = shownOf(values);
    if (disabled || malformed.length > 0 || incompleteFields(form.schema, values, next.hidden).length > 0) return;
    onSubmit(toJsonObject(next.answers));
  };

  return (
    <SchemaFormUiContext.Provider value={ui}>
      <Form<FormValues, RJSFSchema, FormContext>
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        widgets={widgets}
        templates={templates}
        idPrefix={form.id}
        disabled={disabled}
        liveValidate={liveValidateFor[validateOn]}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        transformErrors={transformErrors}
        translateString={translateString}
        experimental_defaultFormStateBehavior={defaultsBehavior}
        onChange={handleChange}
        onBlur={handleBlur}
        onError={() => setRevealAll(true)}
        onSubmit={handleSubmit}
      />
    </SchemaFormUiContext.Provider>
  );
}

/**
 * A form page's fields, rendered from `form.schema` and `form.uiSchema` with rjsf and the app's
 * own Chakra-styled widgets and templates. The submit button stays disabled until every required
 * field is filled in (spec §5) and none is malformed, with a hint naming those fields and a button
 * to the first. Another `form.id` starts afresh.
 */
export function SchemaForm(props: SchemaFormProps) {
  return <SchemaFormInner key={props.form.id} {...props} />;
}
