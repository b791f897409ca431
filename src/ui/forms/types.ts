import type {
  BaseInputTemplateProps,
  ErrorTransformer,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  RJSFSchema,
  SubmitButtonProps,
  TemplatesType,
  UiSchema,
  WidgetProps,
} from '@rjsf/utils';

/** Form data while it is edited; keys whose field was emptied hold undefined until stored. */
export type FormValues = Record<string, unknown>;
/** Nothing is passed through rjsf's formContext: the form's UI state travels in SchemaFormUiContext. */
export type FormContext = Record<string, never>;

export type FormUiSchema = UiSchema<FormValues, RJSFSchema, FormContext>;
export type FormWidgetProps = WidgetProps<FormValues, RJSFSchema, FormContext>;
export type FormBaseInputProps = BaseInputTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormFieldTemplateProps = FieldTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormObjectFieldTemplateProps = ObjectFieldTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormSubmitButtonProps = SubmitButtonProps<FormValues, RJSFSchema, FormContext>;
export type FormErrorTransformer = ErrorTransformer<FormValues, RJSFSchema, FormContext>;
export type FormWidgets = RegistryWidgetsType<FormValues, RJSFSchema, FormContext>;
export type FormTemplates = Partial<Omit<TemplatesType<FormValues, RJSFSchema, FormContext>, 'ButtonTemplates'>> & {
  ButtonTemplates?: Partial<TemplatesType<FormValues, RJSFSchema, FormContext>['ButtonTemplates']>;
};
