import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { evaluateGuards } from '../../../src/engine/flow/guards.ts';
import { isFormComplete } from '../../../src/engine/forms/isFormComplete.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { sampleFormData } from '../../../src/ui/preview/sampleFormData.ts';
import { sampleSession, type PreviewTarget } from '../../../src/ui/preview/sampleSession.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent('tests/fixtures/extra-flow');

describe('sample form data for the editor preview', () => {
  it.each(Object.values(content.forms).map((form) => [form.id, form] as const))(
    'fills %s so it validates and counts as complete',
    (_id, form) => {
      const data = sampleFormData(form.schema, form.uiSchema);
      const validate = new Ajv({ strict: false }).compile(form.schema);
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(isFormComplete(form.schema, data)).toBe(true);
    },
  );

  it('prefers defaults, then the first choice, and fills email fields with an address', () => {
    const data = sampleFormData(
      {
        type: 'object',
        properties: {
          stage: { type: 'string', default: 'seed', enum: ['pre-seed', 'seed'] },
          size: { type: 'string', enum: ['s', 'm'] },
          contact: { type: 'string' },
        },
      },
      { contact: { 'ui:widget': 'email' } },
    );
    expect(data).toEqual({ stage: 'seed', size: 's', contact: 'editor@example.com' });
  });
});

describe('opening any screen or step from the preview', () => {
  const targets: PreviewTarget[] = content.flows.flatMap((flow) =>
    flow.screens.flatMap((screen): PreviewTarget[] =>
      screen.type === 'questionnaire' ? screen.steps.map((_, step) => ({ flow, screen, step })) : [{ flow, screen }],
    ),
  );
  const named = targets.map(
    (target) =>
      [
        `${target.flow.id}/${target.screen.id}${target.step === undefined ? '' : ` step ${target.step + 1}`}`,
        target,
      ] as const,
  );

  it.each(named)('%s passes its guards with slots the store accepts', (_name, target) => {
    const slots = sampleSession(content, target);
    expect(evaluateGuards(target.screen.guards, slots)).toEqual({ pass: true });
    const validators = slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms);
    for (const [key, value] of Object.entries(slots)) expect(validators[key]?.(value).ok, key).toBe(true);
  });

  it('puts a questionnaire at the chosen step with sample answers up to it', () => {
    const flow = content.flows.find((candidate) => candidate.id === 'launch');
    const screen = flow?.screens.find((candidate) => candidate.type === 'questionnaire');
    if (!flow || !screen) throw new Error('the launch fixture has no questionnaire');
    const slots = sampleSession(content, { flow, screen, step: 2 });
    expect(slots.launchQuestionnaire).toEqual({
      step: 2,
      answers: {
        'launch-goal': 'Sample answer: Launch Goal',
        budget: { min: 5000, max: 20000 },
        'main-channel': 'email',
      },
    });
    expect(Object.keys(slots).sort()).toEqual(['launchBrief', 'launchQuestionnaire']);
  });
});
