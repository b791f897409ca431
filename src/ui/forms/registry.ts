import { ArrayFieldItemButtonsTemplate } from './templates/ArrayFieldItemButtonsTemplate.tsx';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate.tsx';
import { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
import { AddButton } from './templates/buttons/AddButton.tsx';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from './templates/buttons/ArrayButtons.tsx';
import { CyclicSchemaExpandTemplate } from './templates/CyclicSchemaExpandTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { MultiSchemaFieldTemplate } from './templates/MultiSchemaFieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { OptionalDataControlsTemplate } from './templates/OptionalDataControlsTemplate.tsx';
import { SubmitButton } from './templates/SubmitButton.tsx';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  GridTemplate,
  TitleFieldTemplate,
} from './templates/textTemplates.tsx';
import { WrapIfAdditionalTemplate } from './templates/WrapIfAdditionalTemplate.tsx';
import type { FormTemplates, FormWidgets } from './types.ts';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { RangeWidget } from './widgets/RangeWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import {
  ColorWidget,
  DateTimeWidget,
  DateWidget,
  EmailWidget,
  PasswordWidget,
  TextWidget,
  TimeWidget,
  UpDownWidget,
  URLWidget,
} from './widgets/typedInputs.tsx';

/**
 * Every widget of rjsf's registry in the app's look. The split date pickers (AltDate*) are the
 * browser's own date inputs, which are labelled and keyboard-ready; files and hidden fields use
 * rjsf's widgets, drawn with this theme's input and buttons.
 */
export const widgets: FormWidgets = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxesWidget,
  CheckboxWidget,
  RangeWidget,
  UpDownWidget,
  PasswordWidget,
  URLWidget,
  DateWidget,
  TimeWidget,
  DateTimeWidget,
  AltDateWidget: DateWidget,
  AltDateTimeWidget: DateTimeWidget,
  ColorWidget,
};

/** Every template of rjsf's registry in the app's look. */
export const templates: FormTemplates = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  BaseInputTemplate,
  CyclicSchemaExpandTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: { SubmitButton, AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton },
};

/** The theme as rjsf's withTheme takes it. */
export const formTheme = { widgets, templates };
