import type {
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  BaseInputTemplateProps,
  CyclicSchemaExpandProps,
  DescriptionFieldProps,
  ErrorListProps,
  ErrorTransformer,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  IconButtonProps,
  MultiSchemaFieldTemplateProps,
  OptionalDataControlsTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  RJSFSchema,
  SubmitButtonProps,
  TemplatesType,
  TitleFieldProps,
  UiSchema,
  WidgetProps,
  WrapIfAdditionalTemplateProps,
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
export type FormArrayFieldTemplateProps = ArrayFieldTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormArrayFieldItemTemplateProps = ArrayFieldItemTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormArrayFieldItemButtonsProps = ArrayFieldItemButtonsTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormIconButtonProps = IconButtonProps<FormValues, RJSFSchema, FormContext>;
export type FormErrorListProps = ErrorListProps<FormValues, RJSFSchema, FormContext>;
export type FormTitleFieldProps = TitleFieldProps<FormValues, RJSFSchema, FormContext>;
export type FormDescriptionFieldProps = DescriptionFieldProps<FormValues, RJSFSchema, FormContext>;
export type FormFieldErrorProps = FieldErrorProps<FormValues, RJSFSchema, FormContext>;
export type FormFieldHelpProps = FieldHelpProps<FormValues, RJSFSchema, FormContext>;
export type FormWrapIfAdditionalProps = WrapIfAdditionalTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormMultiSchemaFieldTemplateProps = MultiSchemaFieldTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormOptionalDataControlsProps = OptionalDataControlsTemplateProps<FormValues, RJSFSchema, FormContext>;
export type FormCyclicSchemaExpandProps = CyclicSchemaExpandProps<FormValues, RJSFSchema, FormContext>;
