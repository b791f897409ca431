import type { FormContent, JsonObject } from '../../../src/engine/content/types.ts';
import type { FormMessages } from '../../../src/engine/forms/messages/formRules.ts';
import { isRecord } from '../../../src/engine/forms/isRecord.ts';
import buyerProfile from '../../fixtures/forms/buyer-profile.json';
import companyProfile from '../../fixtures/forms/company-profile.json';
import customerProfile from '../../fixtures/forms/customer-profile.json';
import productIdea from '../../fixtures/forms/product-idea.json';
import simplePositioning from '../../fixtures/forms/simple-positioning.json';
import messages from '../../fixtures/forms/formMessages.json';
import type { FormHintMessages } from '../../../src/engine/forms/messages/formHint.ts';

/**
 * The form fixtures: copies of the five forms the app shipped when these tests were written, kept
 * under tests/fixtures/forms/ so an editor's change to schemas/forms/ (a label, a new field) fails
 * no engine or UI test. What the spec fixes in the shipped forms is checked in tests/seed/.
 */

/** A form file as the app sees it: the file stem becomes its id. */
function asForm(id: string, file: unknown): FormContent {
  if (!isRecord(file) || file.kind !== 'form' || !isRecord(file.schema)) throw new Error(`${id}.json is not a form`);
  if ('id' in file) throw new Error(`${id}.json must not carry an id; the file stem is the id`);
  const form: FormContent = { kind: 'form', id, schema: file.schema as FormContent['schema'] };
  if (isRecord(file.uiSchema)) form.uiSchema = file.uiSchema as JsonObject;
  return form;
}

export const forms = {
  'company-profile': asForm('company-profile', companyProfile),
  'buyer-profile': asForm('buyer-profile', buyerProfile),
  'simple-positioning': asForm('simple-positioning', simplePositioning),
  'product-idea': asForm('product-idea', productIdea),
  'customer-profile': asForm('customer-profile', customerProfile),
};

export type FormId = keyof typeof forms;

/** The messages a form field shows, as the app file declares them (a copy of those in flows/app.yaml's messages). */
export const formMessages: FormMessages = messages;

/** The hint beside a disabled submit button, as flows/app.yaml's messages word it. */
export const formHintMessages: FormHintMessages = {
  formMissing: 'Still to fill in: {fields}',
  formInvalid: 'Still to correct: {fields}',
  formGoTo: 'Go to {field}',
};

/** A complete, valid submission per form, in exactly the spec's field names and values. */
export const completeData: Record<FormId, JsonObject> = {
  'company-profile': {
    founderName: 'Ada Founder',
    companyEmail: 'ada@example.com',
    companyName: 'Acme Labs',
    stage: 'pre-seed',
    fundraisingAmount: '$500K',
    companyStructure: 'Delaware C-Corp',
    hasTechnicalCofounder: 'yes',
  },
  'buyer-profile': {
    fullName: 'Bea Buyer',
    email: 'bea@example.com',
    phone: '+1 555 0100',
    experienceLevel: 'novice',
    previousAcquisitions: 'none',
    businessExperience: '10 years',
    industries: ['Technology/Software'],
    investmentRange: '500k-1m',
    preferredLocation: 'Remote',
    timeframe: 'immediate',
    financingMethod: 'seller_financing',
  },
  'simple-positioning': {
    whatItIs: 'A scheduling app',
    whoItsFor: 'Dog walkers',
    problemTheyHave: 'Juggling bookings',
  },
  'product-idea': {
    productName: 'WalkBook',
    domain: 'Pet care',
    tagline: 'Bookings that walk themselves',
    notes: 'Free tier',
  },
  'customer-profile': {
    whoYoureBuildingFor: 'Solo accountants',
    whatTheyCareAbout: 'Deadlines',
    whyTheyNeedYourProduct: 'Less chasing',
    primarySocialChannel: 'LinkedIn',
    whatTheySearchFor: 'client portal',
    whatFeatureWouldMakeThemSign: 'Reminders',
    dreamTestimonial: 'I got my evenings back',
    howToFindFirstUsers: 'Local associations',
  },
};
