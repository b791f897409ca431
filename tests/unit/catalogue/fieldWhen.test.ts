/**
 * A form field's `ui:when` (issue #34 item 7), over the Book a Venue fixture
 * (tests/fixtures/field-when: the city asked only for an event that is not online, an earlier
 * screen's answer; dietary needs only when catering is ticked, an earlier field of the same form):
 * the catalogue records it as the field's condition, the engine shows and keeps answers by it,
 * the checker treats the field as possibly missing (and a field without one as always there), and
 * the server refuses an answer to a field its rule hides.
 */
import { describe, expect, it } from 'vitest';
import { checkAnalysisRequest, requestRules } from '../../../server/analysis/checkAnalysisRequest.ts';
import { possiblyMissing } from '../../../src/checker/checks/possiblyMissing.ts';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { flowCatalogue } from '../../../src/engine/catalogue/flowCatalogue.ts';
import { formFields } from '../../../src/engine/catalogue/formFields.ts';
import { mayBeMissing } from '../../../src/engine/catalogue/question.ts';
import type { Content, FlowContent, FormContent, FormScreen } from '../../../src/engine/content/types.ts';
import { isFormComplete } from '../../../src/engine/forms/isFormComplete.ts';
import { shownFormAnswers } from '../../../src/engine/forms/shownFormAnswers.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content: Content = checkedContent('tests/fixtures/field-when');
const venue = content.flows.find((flow) => flow.id === 'venue') as FlowContent;
const details = venue.screens.find((screen) => screen.id === 'details') as FormScreen;
const form = content.forms['venue-details'] as FormContent;
const fields = formFields(details, form);
const computed = {};

/** The details form's answers as the engine keeps them, after an event of `format`. */
const shown = (format: string, values: Record<string, unknown>) =>
  shownFormAnswers(form.schema, fields, values, {
    store: details.store,
    context: { session: { venueEvent: { format } }, computed },
  });

describe("the catalogue records a field's ui:when as its condition", () => {
  it('lists each field with the rule it is asked under, in the order the form shows them', () => {
    const questions = flowCatalogue(content, venue).ofScreen('details');
    expect(questions.map((question) => [question.id, question.conditions])).toEqual([
      ['attendees', []],
      ['city', [{ kind: 'when', rule: { '!=': [{ var: 'venueEvent.format' }, 'online'] } }]],
      ['catering', []],
      ['dietary', [{ kind: 'when', rule: { '==': [{ var: 'answers.catering' }, true] } }]],
    ]);
    expect(questions.filter(mayBeMissing).map((question) => question.id)).toEqual(['city', 'dietary']);
  });

  it('orders fields by ui:order, "*" standing for the fields it does not name', () => {
    const ordered = { ...form, uiSchema: { ...form.uiSchema, 'ui:order': ['dietary', '*', 'attendees'] } };
    expect(formFields(details, ordered).map((field) => field.id)).toEqual(['dietary', 'city', 'catering', 'attendees']);
  });
});

describe('the engine shows a field while its rule holds, and keeps only shown answers', () => {
  it("reads an earlier screen's answer", () => {
    expect([...shown('online', { attendees: 40, city: 'Cork' }).hidden]).toEqual(['city', 'dietary']);
    expect(shown('online', { attendees: 40, city: 'Cork' }).answers).toEqual({ attendees: 40 });
    expect(shown('hybrid', { attendees: 40, city: 'Cork' }).answers).toEqual({ attendees: 40, city: 'Cork' });
  });

  it('reads an earlier field of the same form as answers.<field>', () => {
    const values = { attendees: 40, city: 'Cork', catering: true, dietary: 'Vegan' };
    expect(shown('in-person', values).answers).toEqual(values);
    expect(shown('in-person', { ...values, catering: false }).answers).toEqual({
      attendees: 40,
      city: 'Cork',
      catering: false,
    });
  });

  it('lets Submit go on without a required field its rule hides, and only then', () => {
    const values = { attendees: 40 };
    expect(isFormComplete(form.schema, values, shown('online', values).hidden)).toBe(true);
    expect(isFormComplete(form.schema, values, shown('in-person', values).hidden)).toBe(false);
  });
});

describe('the checker reads a field with a ui:when as possibly missing, and one without as there', () => {
  it('names the rule as the reason a placeholder, a precheck or a rubric must allow for it', () => {
    expect(possiblyMissing(content, 'venueDetails.dietary')?.why).toBe(
      'form "venue-details" shows "dietary" only when its "ui:when" holds',
    );
    expect(possiblyMissing(content, 'venueDetails.attendees')).toBeUndefined();
  });
});

describe("the server refuses an answer to a field its rule hides, before any vendor's call", () => {
  /** The details screen made to run an analysis over both forms, so a request meets the field's rule. */
  function withAnalysis(): Content {
    const founder = content.analyses.founder;
    if (!founder) throw new Error('no founder analysis');
    const flows = content.flows.map((flow): FlowContent => {
      if (flow.id !== 'venue') return flow;
      return {
        ...flow,
        screens: flow.screens.map((screen) =>
          screen.type === 'form' && screen.id === 'details'
            ? { ...screen, analysis: { prompt: 'venue', clearOnClose: [] } }
            : screen,
        ),
      };
    });
    const analysis = { ...founder, id: 'venue', inputs: ['venueEvent', 'venueDetails'], precheck: [] };
    return { ...content, flows, analyses: { ...content.analyses, venue: analysis } };
  }
  const served = withAnalysis();
  const rules = requestRules(served);
  const request = (format: string, answers: Record<string, unknown>) =>
    checkAnalysisRequest(served, rules, {
      flowId: 'venue',
      analysisId: 'venue',
      answers: { venueEvent: { format }, venueDetails: answers },
    });

  it('accepts the answers the browser keeps', () => {
    expect(request('online', { attendees: 40, catering: true, dietary: 'Vegan' }).ok).toBe(true);
    expect(request('in-person', { attendees: 40, city: 'Cork', catering: false }).ok).toBe(true);
  });

  it('refuses a city for an online event, and dietary needs without catering, naming the field', () => {
    const refusal = (question: string) => ({
      ok: false,
      code: 'invalid',
      message: fillMessage(served.app.serverMessages.invalidRequest, {
        reason: fillMessage(served.app.serverMessages.answerNotAsked, { question }),
      }),
    });
    expect(request('online', { attendees: 40, city: 'Cork' })).toEqual(refusal('Which city?'));
    expect(request('hybrid', { attendees: 40, city: 'Cork', catering: false, dietary: 'Vegan' })).toEqual(
      refusal('Dietary needs'),
    );
  });
});
