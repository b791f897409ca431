import { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { SubmitButton } from './templates/SubmitButton.tsx';
import type { FormTemplates, FormWidgets } from './types.ts';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { EmailWidget } from './widgets/EmailWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';

/** The widgets a uiSchema may name with ui:widget (and rjsf's defaults for string and enum fields). */
export const widgets: FormWidgets = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxesWidget,
};

/** The templates that give every form the app's look; the rest are rjsf's defaults. */
export const templates: FormTemplates = {
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton },
};
