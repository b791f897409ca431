import { describe, expect, it } from 'vitest';
import { checkContent, semanticChecks } from '../../../src/checker/checkContent.ts';
import { checkAnalysisPaths } from '../../../src/checker/checks/analysisPaths.ts';
import { checkGuardOrder } from '../../../src/checker/checks/guardOrder.ts';
import { checkTemplatePlaceholders } from '../../../src/checker/checks/templatePlaceholders.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import type { Content } from '../../../src/engine/content/types.ts';
import { positionOf, shippedFiles, shippedSchemas, textOf, withEdit } from './support/shippedContent.ts';

const schemas = shippedSchemas();

function shippedContent(): Content {
  const { content, problems } = checkContent(shippedFiles(), schemas);
  if (!content) throw new Error(problems.map(formatProblem).join('\n'));
  return content;
}

function rubricIndex(prompt: string, field: string): number {
  const index = shippedContent().analyses[prompt]?.rubric.findIndex((criterion) => criterion.field === field) ?? -1;
  if (index < 0) throw new Error(`no rubric criterion ${field} in ${prompt}`);
  return index;
}

interface Expected {
  /** Text in the edited file where the problem points, and how far into it. */
  at: string;
  offset?: number;
  path: string;
  message: string;
}

interface BrokenCase {
  name: string;
  file: string;
  from: string;
  to: string;
  expected: Expected[];
}

/** Checks a copy of the shipped content with one edit; the expected lines are located in the edited text itself. */
function expectProblems({ file, from, to, expected }: BrokenCase): void {
  const files = withEdit(shippedFiles(), file, from, to);
  const text = textOf(files, file);
  const lines = expected.map(({ at, offset, path, message }) => {
    const { line, column } = positionOf(text, at, offset);
    return `${file}:${line}:${column} ${path}: ${message}`;
  });
  const result = checkContent(files, schemas);
  expect(result.content).toBeUndefined();
  expect(result.problems.map(formatProblem)).toEqual(lines);
}

describe('editor checks', () => {
  it('run on every check and the shipped content passes them', () => {
    expect(semanticChecks).toEqual(
      expect.arrayContaining([checkTemplatePlaceholders, checkAnalysisPaths, checkGuardOrder]),
    );
    const { problems } = checkContent(shippedFiles(), schemas);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  describe('template placeholders name real fields and filters', () => {
    it.each<BrokenCase>([
      {
        name: 'a misspelt form field in a prompt',
        file: 'prompts/founder.yaml',
        from: 'Founder name: {{ companyProfile.founderName }}',
        to: 'Founder name: {{ companyProfile.foundrName }}',
        expected: [
          {
            at: '{{ companyProfile.foundrName }}',
            path: 'template',
            message:
              '{{ companyProfile.foundrName }}: "companyProfile" has no field "foundrName" (did you mean "founderName"?)',
          },
        ],
      },
      {
        name: 'a misspelt input in a prompt',
        file: 'prompts/product.yaml',
        from: 'What it is: {{ simplePositioning.whatItIs }}',
        to: 'What it is: {{ simplePositionin.whatItIs }}',
        expected: [
          {
            at: '{{ simplePositionin.whatItIs }}',
            path: 'template',
            message:
              '{{ simplePositionin.whatItIs }}: "simplePositionin" is not one of this analysis\'s inputs (did you mean "simplePositioning"?)',
          },
        ],
      },
      {
        name: 'a store that is not among the inputs',
        file: 'prompts/founder.yaml',
        from: 'Company name: {{ companyProfile.companyName }}',
        to: 'Company name: {{ buyerProfile.fullName }}',
        expected: [
          {
            at: '{{ buyerProfile.fullName }}',
            path: 'template',
            message:
              '{{ buyerProfile.fullName }}: "buyerProfile" is not one of this analysis\'s inputs; add it to "inputs"',
          },
        ],
      },
      {
        name: 'a placeholder that names nothing, in a prompt',
        file: 'prompts/founder.yaml',
        from: 'Founder name: {{ companyProfile.founderName }}',
        to: 'Founder name: {{ | titled }}',
        expected: [
          { at: '{{ | titled }}', path: 'template', message: '{{ | titled }}: the placeholder names nothing' },
        ],
      },
      {
        name: 'an unknown filter in an email param',
        file: 'prompts/founder.yaml',
        from: "key_strengths: '{{ result.strengths | numbered }}'",
        to: "key_strengths: '{{ result.strengths | numberd }}'",
        expected: [
          {
            at: '{{ result.strengths | numberd }}',
            path: 'email.params.key_strengths',
            message: '{{ result.strengths | numberd }}: unknown filter "numberd" (did you mean "numbered"?)',
          },
        ],
      },
      {
        name: 'a result field no section fills, in an email param',
        file: 'prompts/founder.yaml',
        from: "analysis_score: '{{ result.score }}'",
        to: "analysis_score: '{{ result.scor }}'",
        expected: [
          {
            at: '{{ result.scor }}',
            path: 'email.params.analysis_score',
            message: '{{ result.scor }}: "result" has no field "scor" (did you mean "score"?)',
          },
        ],
      },
      {
        name: "a misspelt name in the saved link's email",
        file: 'flows/app.yaml',
        from: 'resume_link: "{{ link }}"',
        to: 'resume_link: "{{ lnk }}"',
        expected: [
          {
            at: '{{ lnk }}',
            path: 'saveForLater.email.params.resume_link',
            message: '{{ lnk }}: the link\'s email knows no "lnk" (did you mean "link"?)',
          },
        ],
      },
      {
        name: 'the expiry of a saved link without a fallback (a link that carries its answers has none)',
        file: 'flows/app.yaml',
        from: ' ?? "as long as you keep the link"',
        to: '',
        expected: [
          {
            at: '{{ expiresAt | longDate }}',
            path: 'saveForLater.email.params.valid_until',
            message:
              '{{ expiresAt | longDate }}: is missing for a link that carries its answers itself: declare what to write then, e.g. {{ expiresAt | longDate ?? "as long as you keep the link" }}',
          },
        ],
      },
      {
        name: 'a field of `now`, in an email param',
        file: 'prompts/founder.yaml',
        from: "'{{ now | longDate }}'",
        to: "'{{ now.day | longDate }}'",
        expected: [
          {
            at: '{{ now.day',
            path: 'email.params.analysis_date',
            message: '{{ now.day | longDate }}: "now" has no fields',
          },
        ],
      },
      {
        name: 'a form preview naming a field its form lacks',
        file: 'flows/product.yaml',
        from: '{{ whoItsFor }}',
        to: '{{ whoItsFr }}',
        expected: [
          {
            at: '{{ whoItsFr }}',
            path: 'screens[0].preview.template',
            message: '{{ whoItsFr }}: form "simple-positioning" has no field "whoItsFr" (did you mean "whoItsFor"?)',
          },
        ],
      },
    ])('$name', expectProblems);
  });

  describe('rubric and precheck paths name real fields', () => {
    it('a misspelt questionnaire answer in a rubric field', () => {
      const index = rubricIndex('founder', 'founderQuestionnaire.answers.early-adopters');
      expectProblems({
        name: '',
        file: 'prompts/founder.yaml',
        from: 'field: founderQuestionnaire.answers.early-adopters',
        to: 'field: founderQuestionnaire.answers.early-adopter',
        expected: [
          {
            at: 'field: founderQuestionnaire.answers.early-adopter',
            offset: 7,
            path: `rubric[${index}].field`,
            message:
              '"founderQuestionnaire" has no field "answers.early-adopter" (did you mean "answers.early-adopters"?)',
          },
        ],
      });
    });

    it('a rubric score naming no score section', () => {
      const index = rubricIndex('product', 'productIdea.productName');
      expectProblems({
        name: '',
        file: 'prompts/product.yaml',
        from: 'score: sectionScores.productIdea\n    strength: The product has a name\n',
        to: 'score: sectionScores.productIde\n    strength: The product has a name\n',
        expected: [
          {
            at: 'sectionScores.productIde\n',
            path: `rubric[${index}].score`,
            message: 'no score section fills "sectionScores.productIde" (did you mean "sectionScores.productIdea"?)',
          },
        ],
      });
    });

    it('a misspelt precheck path', () => {
      expectProblems({
        name: '',
        file: 'prompts/founder.yaml',
        from: 'require: [companyProfile.companyEmail]',
        to: 'require: [companyProfile.companyMail]',
        expected: [
          {
            at: 'companyProfile.companyMail]',
            path: 'precheck[1].require[0]',
            message: '"companyProfile" has no field "companyMail" (did you mean "companyEmail"?)',
          },
        ],
      });
    });
  });

  describe("a result's printedFor names a stored answer (#36 item 8)", () => {
    it("a misspelt field on an analysis's result", () => {
      expectProblems({
        name: '',
        file: 'prompts/founder.yaml',
        from: 'printedFor: companyProfile.companyName',
        to: 'printedFor: companyProfile.companyNam',
        expected: [
          {
            at: 'companyProfile.companyNam\n',
            path: 'result.printedFor',
            message: '"companyProfile" has no field "companyNam" (did you mean "companyName"?)',
          },
        ],
      });
    });

    it("a store the results screen's flow does not fill", () => {
      expectProblems({
        name: '',
        file: 'flows/buyer.yaml',
        from: 'printedFor: buyerProfile.fullName',
        to: 'printedFor: buyerProfil.fullName',
        expected: [
          {
            at: 'buyerProfil.fullName',
            path: 'screens[2].result.view.printedFor',
            message: `"buyerProfil" is not a store this flow's screens fill (did you mean "buyerProfile"?)`,
          },
        ],
      });
    });
  });

  describe('guards that can never pass', () => {
    const criteriaGuard =
      'store: buyerProfile\n        requires: [email]\n        redirect: /buyer-profile\n        missing: No buyer profile found\n        invalid: Invalid buyer profile data\n    labels';
    const identityGuards = '        invalid: Missing required data from previous steps\n\n  - id: customer-profile';
    const laterGuard =
      '      - store: customerProfile\n        redirect: /simple-positioning\n        missing: Fill in the customer profile first\n        invalid: Fill in the customer profile first\n';

    it('requires a field the store does not hold', () => {
      expectProblems({
        name: '',
        file: 'flows/buyer.yaml',
        from: criteriaGuard,
        to: criteriaGuard.replace('[email]', '[emial]'),
        expected: [
          {
            at: 'emial]',
            path: 'screens[1].guards[0].requires[0]',
            message: '"buyerProfile" has no field "emial", so this guard could never pass (did you mean "email"?)',
          },
        ],
      });
    });

    it('guards on the store the screen itself writes', () => {
      expectProblems({
        name: '',
        file: 'flows/buyer.yaml',
        from: criteriaGuard,
        to: criteriaGuard.replace('store: buyerProfile\n        requires: [email]', 'store: buyerQuestionnaire'),
        expected: [
          {
            at: 'store: buyerQuestionnaire\n        redirect',
            offset: 7,
            path: 'screens[1].guards[0].store',
            message: '"buyerQuestionnaire" is written by this screen itself, so this guard could never pass',
          },
        ],
      });
    });

    it('guards on a store only a later screen writes', () => {
      expectProblems({
        name: '',
        file: 'flows/product.yaml',
        from: identityGuards,
        to: identityGuards.replace('\n\n', `\n${laterGuard}\n`),
        expected: [
          {
            at: 'store: customerProfile\n        redirect',
            offset: 7,
            path: 'screens[1].guards[1].store',
            message:
              '"customerProfile" is only written by screen "product/customer-profile", which can only be reached through this screen, so this guard could never pass',
          },
        ],
      });
    });

    it('passes a guard on a store a later screen writes when another path reaches that screen', () => {
      // A home-page link opens the customer profile directly, so its store no longer depends on the guarded screen.
      const linked = withEdit(
        shippedFiles(),
        'flows/app.yaml',
        '    - label: Privacy Policy\n',
        '    - label: Customer profile\n      to: /customer-profile\n    - label: Privacy Policy\n',
      );
      const guarded = withEdit(
        linked,
        'flows/product.yaml',
        identityGuards,
        identityGuards.replace('\n\n', `\n${laterGuard}\n`),
      );
      expect(checkContent(guarded, schemas).problems.map(formatProblem)).toEqual([]);
    });
  });

  it('reports a section whose min exceeds its max', () => {
    expectProblems({
      name: '',
      file: 'prompts/product.yaml',
      from: 'field: strengths\n    kind: list\n    min: 3\n    max: 4',
      to: 'field: strengths\n    kind: list\n    min: 3\n    max: 2',
      expected: [
        { at: 'min: 3\n    max: 2', offset: 5, path: 'sections[1].min', message: 'min (3) is greater than max (2)' },
      ],
    });
  });

  it('reports screens no path reaches', () => {
    expectProblems({
      name: '',
      file: 'flows/buyer.yaml',
      from: '    next: /buyer-questions\n',
      to: '',
      expected: [
        {
          at: 'route: /buyer-questions',
          offset: 7,
          path: 'screens[1].route',
          message: 'no path from the home page reaches "/buyer-questions": point an earlier screen\'s "next" at it',
        },
        {
          at: 'route: /buyer-results',
          offset: 7,
          path: 'screens[2].route',
          message:
            'no path from the home page reaches "/buyer-results": only "/buyer-questions" leads to it, and no path reaches that either',
        },
      ],
    });
  });
});
