import type {
  CheckboxStep,
  DateStep,
  DropdownStep,
  EmailStep,
  NpsStep,
  NumberStep,
  RadioStep,
  RangeStep,
  RatingStep,
  TextStep,
  YesNoStep,
} from '../../../src/engine/content/types.ts';
import type { StepMessages } from '../../../src/engine/steps/stepModel.ts';

export const messages: StepMessages = {
  answerRequired: 'Please provide an answer before continuing',
  minimum: 'Enter {limit} or more.',
  maximum: 'Enter {limit} or less.',
  numberOffStep: 'Enter a value in steps of {step}, counting from {base}.',
  emailInvalid: 'Enter an email address, such as name@example.com.',
  dateTooEarly: 'Choose {limit} or later.',
  dateTooLate: 'Choose {limit} or earlier.',
};
export const REQUIRED = messages.answerRequired;

export const textStep: TextStep = { id: 'problem', type: 'text', title: 'Problem' };

export const askingPrice: RangeStep = {
  id: 'askingPriceRange',
  type: 'range',
  title: 'Asking price range',
  min: 0,
  max: 2_000_000,
  step: 50_000,
  default: { min: 100_000, max: 2_000_000 },
  format: 'currency',
};

export const revenueMultiple: RangeStep = {
  id: 'revenueMultipleRange',
  type: 'range',
  title: 'Revenue multiple range',
  min: 0,
  max: 20,
  step: 1,
  default: { min: 0, max: 20 },
  format: 'multiple',
};

export const teamSize: RadioStep = {
  id: 'teamSize',
  type: 'radio',
  title: 'Team size',
  options: [
    { value: 'solo', label: 'Solo founder (0 employees)' },
    { value: 'small', label: 'Small team (1-5 employees)' },
    { value: 'none', label: 'No preference' },
  ],
};

export const businessModel: CheckboxStep = {
  id: 'businessModel',
  type: 'checkbox',
  title: 'Business model',
  options: [
    { value: 'subscription', label: 'Subscription' },
    { value: 'one-time', label: 'One-time sales' },
    { value: 'advertising', label: 'Advertising' },
  ],
};

export const teamCount: NumberStep = {
  id: 'teamCount',
  type: 'number',
  title: 'Team size',
  min: 1,
  max: 500,
  step: 1,
  unit: 'people',
};

export const contactEmail: EmailStep = { id: 'contactEmail', type: 'email', title: 'Where should we write?' };

export const launchDate: DateStep = {
  id: 'launchDate',
  type: 'date',
  title: 'Launch date',
  min: '2026-01-01',
  max: '2027-12-31',
};

export const confidence: RatingStep = {
  id: 'confidence',
  type: 'rating',
  title: 'How confident are you?',
  scale: 5,
  minLabel: 'Not at all',
  maxLabel: 'Completely',
};

export const recommend: NpsStep = {
  id: 'recommend',
  type: 'nps',
  title: 'How likely are you to recommend us?',
  minLabel: 'Not at all likely',
  maxLabel: 'Extremely likely',
};

export const hasCofounder: YesNoStep = {
  id: 'hasCofounder',
  type: 'yesno',
  title: 'Do you have a co-founder?',
  yesLabel: 'Yes',
  noLabel: 'Not yet',
};

export const country: DropdownStep = {
  id: 'country',
  type: 'dropdown',
  title: 'Country',
  placeholder: 'Choose a country',
  options: [
    { value: 'de', label: 'Germany' },
    { value: 'fr', label: 'France' },
    { value: 'us', label: 'United States' },
  ],
};
