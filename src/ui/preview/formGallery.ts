import type { FormContent, JsonObject } from '../../engine/content/types.ts';

/** One field of every type and widget the forms theme draws, for the preview's form gallery. */
const schema: FormContent['schema'] = {
  type: 'object',
  required: ['name', 'cofounders'],
  properties: {
    name: { type: 'string', title: 'Name', description: 'A one-line text input.', minLength: 2 },
    email: { type: 'string', title: 'Email', format: 'email' },
    website: { type: 'string', title: 'Website', format: 'uri' },
    secret: { type: 'string', title: 'Password' },
    notes: { type: 'string', title: 'Notes', description: 'A text area.' },
    stage: { type: 'string', title: 'Stage', enum: ['pre-seed', 'seed', 'growth'] },
    channel: { type: 'string', title: 'Channel', enum: ['email', 'ads'] },
    industries: {
      type: 'array',
      title: 'Industries',
      uniqueItems: true,
      items: { type: 'string', enum: ['SaaS', 'Retail', 'Health'] },
    },
    agree: { type: 'boolean', title: 'I agree to be contacted', description: 'A boolean checkbox.' },
    remote: { type: 'boolean', title: 'Remote team?' },
    hiddenLabel: { type: 'boolean', title: 'Newsletter' },
    headcount: { type: 'integer', title: 'Headcount', minimum: 1 },
    confidence: { type: 'integer', title: 'Confidence', minimum: 0, maximum: 10 },
    launchDate: { type: 'string', title: 'Launch date', format: 'date' },
    meetingAt: { type: 'string', title: 'Meeting', format: 'date-time' },
    callTime: { type: 'string', title: 'Call time', format: 'time' },
    brandColour: { type: 'string', title: 'Brand colour', format: 'color' },
    cofounders: {
      type: 'array',
      title: 'Co-founders',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        title: 'Co-founder',
        required: ['fullName'],
        properties: {
          fullName: { type: 'string', title: 'Full name' },
          fullTime: { type: 'boolean', title: 'Full time?' },
        },
      },
    },
    markets: { type: 'array', title: 'Markets', items: { type: 'string', title: 'Market' } },
    links: { type: 'object', title: 'Links', additionalProperties: { type: 'string' } },
    contact: {
      title: 'Contact',
      oneOf: [
        { title: 'By email', type: 'object', properties: { address: { type: 'string', title: 'Address' } } },
        { title: 'By phone', type: 'object', properties: { number: { type: 'string', title: 'Number' } } },
      ],
    },
  },
};

const uiSchema: JsonObject = {
  secret: { 'ui:widget': 'password' },
  notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  channel: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  industries: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } },
  remote: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  hiddenLabel: { 'ui:options': { label: false } },
  headcount: { 'ui:widget': 'updown' },
  confidence: { 'ui:widget': 'range' },
  cofounders: { 'ui:options': { itemTitle: 'Co-founder {{index}}', copyable: true } },
  contact: { 'ui:options': { selectorLabel: 'How to reach you' } },
};

export const galleryFilled: JsonObject = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  website: 'https://example.com',
  secret: 'hunter2',
  notes: 'Met at the demo day.',
  stage: 'seed',
  channel: 'email',
  industries: ['SaaS', 'Health'],
  agree: true,
  remote: false,
  hiddenLabel: true,
  headcount: 4,
  confidence: 7,
  launchDate: '2026-03-01',
  meetingAt: '2026-03-01T09:30:00.000Z',
  callTime: '09:30',
  brandColour: '#2f5bd3',
  cofounders: [
    { fullName: 'Ada Lovelace', fullTime: true },
    { fullName: 'Grace Hopper', fullTime: false },
  ],
  markets: ['Germany', 'France'],
  links: { blog: 'https://example.com/blog' },
  contact: { address: 'ada@example.com' },
};

/** Data that breaks the rules: too short a name, a headcount below its minimum, a co-founder without a name. */
export const galleryInvalid: JsonObject = { name: 'A', headcount: 0, cofounders: [{ fullTime: true }] };

/** The gallery form under its own id per state, so element ids stay unique on the page. */
export function galleryForm(state: string, readonly = false): FormContent {
  return {
    kind: 'form',
    id: `gallery-${state}`,
    schema,
    uiSchema: readonly ? { ...uiSchema, 'ui:readonly': true } : uiSchema,
  };
}
