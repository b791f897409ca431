import type { QuestionnaireScreen } from '../../../../src/engine/content/types.ts';
import type { LogicContext } from '../../../../src/engine/logic/logicData.ts';

export { messages } from '../../steps/fixtures.ts';

/**
 * A questionnaire with every condition site: a radio whose option has a follow-up, a checkbox
 * whose "Other" has one, a step asked `when` an earlier answer allows, and one asked when a
 * computed value (reading another store) is high enough.
 */
export const logicScreen: QuestionnaireScreen = {
  id: 'q',
  type: 'questionnaire',
  route: '/q',
  store: 'leadQuestionnaire',
  labels: { back: 'Back', next: 'Next', finish: 'Finish' },
  steps: [
    {
      id: 'location',
      type: 'radio',
      title: 'Location',
      options: [
        { value: 'remote', label: 'Remote only' },
        {
          value: 'region',
          label: 'Specific region (please specify)',
          followUp: { id: 'region', type: 'text', title: 'Which region?' },
        },
      ],
    },
    {
      id: 'industries',
      type: 'checkbox',
      title: 'Industries',
      options: [
        { value: 'saas', label: 'SaaS' },
        { value: 'other', label: 'Other', followUp: { id: 'otherIndustry', type: 'text', title: 'Which industry?' } },
      ],
    },
    {
      id: 'budget',
      type: 'range',
      title: 'Budget for {{ answers.region ?? "anywhere" }}',
      min: 0,
      max: 100,
      default: { min: 10, max: 90 },
      format: 'currency',
    },
    {
      id: 'financing',
      type: 'text',
      title: 'How will you finance it?',
      when: { '>': [{ var: 'answers.budget.max' }, 50] },
    },
    {
      id: 'advisor',
      type: 'text',
      title: 'Who advises you, {{ profile.name }}?',
      when: { '>=': [{ var: 'computed.readiness' }, 60] },
    },
  ],
};

export const logicContext: LogicContext = {
  session: { profile: { name: 'Ada', experience: 'expert' } },
  computed: {
    readiness: { if: [{ '==': [{ var: 'profile.experience' }, 'expert'] }, 80, 40] },
  },
};
