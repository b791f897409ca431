import { describe, expect, it } from 'vitest';
import { pipedStep } from '../../../src/engine/logic/pipedStep.ts';
import { logicAnswers } from '../../../src/engine/logic/logicAnswers.ts';
import { logicData } from '../../../src/engine/logic/logicData.ts';
import { questionnaireValidator } from '../../../src/engine/store/questionnaireValidator.ts';
import { logicContext, logicScreen as screen } from './support/logicScreen.ts';

const validate = questionnaireValidator(screen, logicContext.computed);

describe('a stored questionnaire read with the flow logic', () => {
  it('drops an answer to a question its conditions do not ask, with a note', () => {
    const stored = { step: 2, answers: { location: 'remote', region: 'Nordics', industries: ['saas'] } };
    const checked = validate(stored, logicContext.session);
    expect(checked).toMatchObject({
      ok: true,
      value: { step: 2, answers: { location: 'remote', industries: ['saas'] } },
    });
    expect(checked.ok && checked.notes).toContain('the answer to "region" dropped: that question is not asked');
  });

  it('keeps an answer the conditions ask for, and reads other stores from the session', () => {
    const stored = {
      step: 6,
      answers: {
        location: 'region',
        region: 'Nordics',
        industries: ['saas'],
        budget: { min: 0, max: 10 },
        advisor: 'Kim',
      },
    };
    expect(validate(stored, logicContext.session)).toEqual({ ok: true, value: stored, notes: [] });
    // Without the profile the readiness score is low, so the advisor question is not asked.
    const alone = validate(stored, {});
    expect(alone.ok && alone.value).toMatchObject({ step: 6, answers: { region: 'Nordics' } });
    expect(alone.ok && Object.keys((alone.value as { answers: object }).answers)).not.toContain('advisor');
  });

  it('moves the step back to the first asked question left without an answer', () => {
    const stored = { step: 4, answers: { location: 'region', industries: ['saas'] } };
    expect(validate(stored, logicContext.session)).toMatchObject({ ok: true, value: { step: 1 } });
  });
});

describe('piping answers and computed values into a step', () => {
  const budget = screen.steps[2];
  const advisor = screen.steps[4];
  if (!budget || !advisor) throw new Error('fixture changed');
  const data = (answers: Parameters<typeof logicAnswers>[1]) => () =>
    logicData(logicContext, screen.store, logicAnswers(screen, answers));

  it('renders an earlier answer, or the fallback when it was not given', () => {
    expect(pipedStep(budget, data({ location: 'region', region: 'Nordics' })).title).toBe('Budget for Nordics');
    expect(pipedStep(budget, data({ location: 'remote' })).title).toBe('Budget for anywhere');
  });

  it('renders a value from another store', () => {
    expect(pipedStep(advisor, data({})).title).toBe('Who advises you, Ada?');
  });

  it('returns a step without placeholders as it is, without building the data', () => {
    const location = screen.steps[0];
    if (!location) throw new Error('fixture changed');
    expect(
      pipedStep(location, () => {
        throw new Error('built');
      }),
    ).toBe(location);
  });
});
