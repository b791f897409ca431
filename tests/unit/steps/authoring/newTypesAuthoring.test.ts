import { describe, expect, it } from 'vitest';
import type { Step } from '../../../../src/engine/content/types.ts';
import { authoringFor } from '../../../../src/engine/steps/authoring/registry.ts';
import { dateAuthoring } from '../../../../src/engine/steps/authoring/date.ts';
import { numberAuthoring } from '../../../../src/engine/steps/authoring/number.ts';
import { modelFor } from '../../../../src/engine/steps/registry.ts';
import {
  confidence,
  contactEmail,
  country,
  hasCofounder,
  launchDate,
  messages,
  recommend,
  teamCount,
} from '../fixtures.ts';

const declared: Step[] = [teamCount, contactEmail, launchDate, confidence, recommend, hasCofounder, country];

describe('the new step types’ authoring sides', () => {
  it.each(declared.map((step) => [step.type, step] as const))(
    '%s: a sensible declaration passes and its sample answer validates',
    (_type, step) => {
      expect(authoringFor(step).checkDeclaration(step)).toEqual([]);
      expect(modelFor(step).validate(step, authoringFor(step).sampleAnswer(step), messages)).toBeNull();
    },
  );

  it('number: max above min, and a step that fits between them', () => {
    expect(numberAuthoring.checkDeclaration({ ...teamCount, min: 10, max: 10 })).toEqual([
      ['/max', 'max 10 must be greater than min 10'],
    ]);
    expect(numberAuthoring.checkDeclaration({ ...teamCount, min: 0, max: 10, step: 20 })).toEqual([
      ['/step', 'step 20 is larger than max - min (10); only min could be answered'],
    ]);
  });

  it('number: samples a value each declaration accepts', () => {
    const free = { id: 'n', type: 'number', title: 'N' } as const;
    for (const step of [free, { ...free, max: -7 }, { ...free, max: -7, step: 5 }, { ...free, min: 3, step: 2 }])
      expect(modelFor(step).validate(step, numberAuthoring.sampleAnswer(step), messages), JSON.stringify(step)).toBe(
        null,
      );
  });

  it('date: real days, min before max; the sample stays within them', () => {
    expect(dateAuthoring.checkDeclaration({ ...launchDate, min: '2026-02-30' })).toEqual([
      ['/min', 'min "2026-02-30" is not a day of the calendar'],
    ]);
    expect(dateAuthoring.checkDeclaration({ ...launchDate, min: '2027-01-01', max: '2026-01-01' })).toEqual([
      ['/max', 'max 2026-01-01 must be later than min 2027-01-01'],
    ]);
    expect(dateAuthoring.sampleAnswer({ ...launchDate, min: '2999-01-01', max: undefined })).toBe('2999-01-01');
    expect(dateAuthoring.sampleAnswer({ ...launchDate, min: undefined, max: '2000-01-01' })).toBe('2000-01-01');
  });

  it('scales and yes/no: the two ends must read differently', () => {
    expect(authoringFor(confidence).checkDeclaration({ ...confidence, maxLabel: ' not at ALL ' })).toEqual([
      ['/maxLabel', 'maxLabel " not at ALL " reads the same as minLabel; the two ends must differ'],
    ]);
    expect(authoringFor(recommend).checkDeclaration({ ...recommend, maxLabel: recommend.minLabel })).toHaveLength(1);
    expect(authoringFor(hasCofounder).checkDeclaration({ ...hasCofounder, noLabel: 'yes' })).toEqual([
      ['/noLabel', 'noLabel "yes" reads the same as yesLabel; the two ends must differ'],
    ]);
  });

  it('dropdown: option values non-blank and unique, as for radio', () => {
    const step = { ...country, options: [...country.options, { value: 'fr', label: 'France again' }] };
    expect(authoringFor(step).checkDeclaration(step)).toEqual([['/options/3/value', "duplicate option value 'fr'"]]);
  });
});
