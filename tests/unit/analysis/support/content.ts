import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import type { AnalysisContent, AppContent, ProviderSettings } from '../../../../src/engine/content/types.ts';

const root = join(import.meta.dirname, '../../../..');

/** A prompt file as the app loads it: the file stem becomes the id. */
export function loadAnalysis(stem: 'founder' | 'product'): AnalysisContent {
  const file = join(root, 'prompts', `${stem}.yaml`);
  const raw: unknown = parse(readFileSync(file, 'utf8'));
  if (raw === null || typeof raw !== 'object' || !('kind' in raw) || raw.kind !== 'analysis') {
    throw new Error(`${file} is not an analysis`);
  }
  // The content checker validates the full shape; here the files are ours and tested below.
  return { ...(raw as Omit<AnalysisContent, 'id'>), id: basename(file, '.yaml') };
}

export function readFixture(name: string): string {
  return readFileSync(join(root, 'tests/fixtures/responses', name), 'utf8');
}

/** A provider list shaped as flows/app.yaml declares it, with the spec's models and a family for each kind of model. */
export const providerSettings: ProviderSettings[] = [
  {
    id: 'gemini',
    name: 'Gemini',
    model: 'gemini-1.5-pro',
    modelEnv: 'VITE_GEMINI_MODEL',
    keyEnv: 'VITE_GEMINI_API_KEY',
    timeoutMs: 5000,
    modelFamilies: [
      { match: ['gemini-3'], reasoningEffort: 'low', reasoningTokens: 4000, structured: true },
      { match: ['gemini-1.5', 'gemini-2.0'] },
    ],
  },
  {
    id: 'openai',
    name: 'OpenAI',
    model: 'gpt-3.5-turbo',
    modelEnv: 'VITE_OPENAI_MODEL',
    keyEnv: 'VITE_OPENAI_API_KEY',
    timeoutMs: 5000,
    modelFamilies: [
      { match: ['gpt-3.5-turbo'], tokenLimit: 'max_tokens', temperature: 0.7 },
      { match: ['gpt-4.1'], tokenLimit: 'max_completion_tokens', temperature: 0.7, structured: true },
      {
        match: ['gpt-5', 'o3'],
        tokenLimit: 'max_completion_tokens',
        reasoningEffort: 'low',
        reasoningTokens: 4000,
        structured: true,
      },
    ],
  },
];

export const statusTexts: AppContent['analysisStatus'] = {
  analyzing: 'Analyzing your startup...',
  retrying: 'Retrying analysis... Attempt {attempt}/{attempts}',
  busy: 'Service is busy. Retrying in {seconds} seconds... (Attempt {attempt}/{attempts})',
  emailing: 'Sending analysis to your email...',
};

/** The offline analyzer's notes, as flows/app.yaml words them, and no questionnaire to read question words from. */
export const offlineNotes: AppContent['offlineNotes'] = {
  repeated: 'Scored as unanswered because the same text was given for more than one question: {questions}.',
  filler: 'Scored as unanswered because the answer repeats itself instead of saying something: {questions}.',
  unrelated: "Scored as unanswered because the answer uses none of the question's words: {questions}.",
};
export const offlineContext = { flow: { screens: [] }, notes: offlineNotes };

export const founderAnswers = {
  problem: 'Small agencies lose 10 hours a week chasing late invoices by hand; cash flow suffers.',
  'existing-alternatives': 'Spreadsheets and generic accounting tools.',
  solution: 'An app that automates reminders and reconciles payments.',
  'key-metrics': 'MRR of $4,000 and churn under 3%.',
  'unique-value': 'Get paid twice as fast without awkward emails.',
  'high-level-concept': 'Stripe for agency collections.',
  'unfair-advantage': 'Exclusive partnership with an agency network.',
  channels: 'LinkedIn content and partner referrals.',
  'customer-segments': 'Agencies with 5-50 staff.',
  'early-adopters': 'Agency owners already using our beta.',
  'cost-structure': 'Hosting $300 monthly, two salaries.',
  'revenue-streams': 'Subscription at $49 per month per seat.',
};

export function founderInput(): Record<string, unknown> {
  return {
    companyProfile: {
      founderName: 'Ada Lovelace',
      companyEmail: 'ada@example.com',
      companyName: 'Analytical Engines',
      stage: 'seed',
      fundraisingAmount: '$500,000',
      companyStructure: 'Delaware C-Corp',
      hasTechnicalCofounder: 'yes',
    },
    founderQuestionnaire: { step: 11, answers: { ...founderAnswers } },
  };
}

export function productInput(): Record<string, unknown> {
  return {
    simplePositioning: {
      whatItIs: 'A scheduling app for cafes',
      whoItsFor: 'Independent cafe owners',
      problemTheyHave: 'They lose 5 hours a week on manual rotas',
    },
    productIdea: {
      productName: 'Rota',
      domain: 'Hospitality',
      tagline: 'Shifts sorted in minutes',
      notes: 'Start with iOS',
    },
    customerProfile: {
      whoYoureBuildingFor: 'Owners of cafes with 5-20 staff',
      whatTheyCareAbout: 'Time, staff happiness, costs',
      whyTheyNeedYourProduct: 'Rotas take hours and cause conflicts',
      primarySocialChannel: 'Instagram',
      whatTheySearchFor: 'staff rota template',
      whatFeatureWouldMakeThemSign: 'Automatic shift swaps',
      dreamTestimonial: 'Rota saved me 5 hours every week',
      howToFindFirstUsers: 'Local cafe owner groups on Facebook',
    },
  };
}
