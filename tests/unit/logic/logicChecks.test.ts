import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { at, check, problemLines, projectRoot, shippedFiles, withEdit } from '../content/support/shippedContent.ts';

const file = 'tests/fixtures/logic-flow/flows/qualify.yaml';
const files = readContentFiles(projectRoot, [resolve(projectRoot, 'tests/fixtures/logic-flow')]);

/** The checker's lines after replacing `from` with `to` in the fixture flow. */
function linesAfter(from: string, to: string) {
  const edited = withEdit(files, file, from, to);
  return {
    lines: problemLines(edited),
    at: (needle: string, offset = 0) => `${file}:${at(edited, file, needle, offset)}`,
  };
}

const investorsWhen = 'when: {">": [{var: answers.budget.max}, 1000000]}';
const planWhen = 'when: {"!=": [{var: answers.stage}, idea]}';

describe('the checker type-checks every rule', () => {
  it('accepts the fixture flow, which uses every rule site', () => {
    expect(problemLines(files)).toEqual([]);
  });

  it('refuses an unknown answer, with a did-you-mean', () => {
    const { lines, at: where } = linesAfter(planWhen, 'when: {"!=": [{var: answers.stgae}, idea]}');
    expect(lines).toEqual([
      `${where('answers.stgae')} screens[0].steps[4].when["!="][0].var: "answers.stgae": "stgae" is not in "answers" (did you mean "stage"?)`,
    ]);
  });

  it('refuses an unknown store or computed name', () => {
    const { lines } = linesAfter('{var: computed.budgetMidpoint}', '{var: computed.budgetMidpiont}');
    expect(lines).toEqual([
      expect.stringContaining('"budgetMidpiont" is not in "computed" (did you mean "budgetMidpoint"?)'),
    ]);
    const store = linesAfter(planWhen, 'when: {"!=": [{var: qualifyAnswer.answers.stage}, idea]}').lines;
    expect(store).toEqual([expect.stringContaining('(did you mean "qualifyAnswers"?)')]);
  });

  it('refuses a value that is not one of the question options, and names a label written for its value', () => {
    expect(linesAfter(planWhen, 'when: {"!=": [{var: answers.stage}, idae]}').lines).toEqual([
      expect.stringContaining(
        '"idae" is not one of the question\'s options ("idea", "revenue", "other") (did you mean "idea"?)',
      ),
    ]);
    expect(linesAfter(planWhen, 'when: {"!=": [{var: answers.stage}, An idea]}').lines).toEqual([
      expect.stringContaining('"An idea" is an option\'s label; rules compare with its stored value "idea"'),
    ]);
    expect(linesAfter(planWhen, 'when: {in: [Retial, {var: answers.industries}]}').lines).toEqual([
      expect.stringContaining('"Retial" is not one of the question\'s options ("saas", "retail", "other")'),
    ]);
  });

  it('refuses a list or a range compared as if it were text or a number', () => {
    expect(linesAfter(planWhen, 'when: {"==": [{var: answers.industries}, saas]}').lines).toEqual([
      expect.stringContaining('"==" compares a list as if it were text or a number; use {in: [value, list]}'),
    ]);
    expect(linesAfter(investorsWhen, 'when: {">": [{var: answers.budget}, 1000000]}').lines).toEqual([
      expect.stringContaining('compare one of its fields, e.g. .min or .max'),
    ]);
  });

  it('refuses a reference to a question asked later', () => {
    const { lines, at: where } = linesAfter(investorsWhen, 'when: {"!=": [{var: answers.plan}, x]}');
    expect(lines).toEqual([
      `${where('answers.plan')} screens[0].steps[3].when["!="][0].var: "answers.plan" reads the answer to "Readiness {{ computed.readiness }}: what would you do first with a {{ answers.stage }} business?", which is asked later; a condition can only read questions asked before it`,
    ]);
  });

  it('refuses a cycle between computed values', () => {
    const { lines } = linesAfter(
      'budgetMidpoint: {"/"',
      'budgetMidpoint: {"-": [{var: computed.readiness}, 1]}\n  unused: {"/"',
    );
    expect(lines).toContainEqual(
      expect.stringContaining(
        'computed values read each other in a cycle (budgetMidpoint → readiness → budgetMidpoint)',
      ),
    );
  });

  it('refuses an unknown operator and a rule with two operators', () => {
    expect(linesAfter(investorsWhen, 'when: {">==": [{var: answers.budget.max}, 1000000]}').lines).toEqual([
      expect.stringContaining('unknown operator ">==" (did you mean "=="?)'),
    ]);
    expect(linesAfter(investorsWhen, 'when: {">": [1, 2], "<": [1, 2]}').lines).toEqual([
      expect.stringContaining('a rule is one operator with its arguments'),
    ]);
  });

  it('refuses a follow-up whose id another step already uses', () => {
    expect(linesAfter('{id: industryOther, type: text', '{id: budget, type: text').lines).toEqual([
      expect.stringContaining('step id "budget" is used twice in this questionnaire'),
    ]);
  });
});

const branches = `    next:
      - when: {">=": [{var: computed.readiness}, 60]}
        to: /qualify-ready
      - to: /qualify-result`;

describe('the checker reads branches', () => {
  it('refuses a branch list without a default, at its key', () => {
    const { lines, at: where } = linesAfter(
      branches,
      branches.replace('      - to: /qualify-result', '      - {when: {var: answers.plan}, to: /qualify-result}'),
    );
    expect(lines).toEqual([
      `${where('    next:\n', 4)} screens[0].next: this list of branches has no default: end it with a branch without "when" (e.g. {to: /thank-you}), taken when no rule holds`,
    ]);
  });

  it('refuses a default before the last branch', () => {
    const { lines } = linesAfter(
      branches,
      `    next:
      - to: /qualify-result
      - when: {">=": [{var: computed.readiness}, 60]}
        to: /qualify-ready`,
    );
    expect(lines).toEqual([
      expect.stringContaining(
        'screens[0].next[0]: only the last branch may leave out "when": it is always taken, so the branch after it never would be',
      ),
    ]);
  });

  it("counts the branches a misplaced default hides, and reads a form screen's stores", () => {
    const { lines } = linesAfter(
      branches,
      `    next:
      - to: /qualify-result
      - when: {">=": [{var: computed.readiness}, 60]}
        to: /qualify-ready
      - when: {">=": [{var: computed.readiness}, 70]}
        to: /qualify-ready`,
    );
    expect(lines).toEqual([expect.stringContaining('so the 2 branches after it never would be')]);
    const shipped = shippedFiles();
    const formBranches = (rule: string) =>
      problemLines(
        withEdit(
          shipped,
          'flows/buyer.yaml',
          '    next: /buyer-questions',
          `    next:\n      - {when: ${rule}, to: /consulting}\n      - to: /buyer-questions`,
        ),
      );
    expect(formBranches('{"==": [{var: buyerProfile.financingMethod}, seller_financing]}')).toEqual([]);
    expect(formBranches('{"==": [{var: answers.financingMethod}, seller_financing]}')).toEqual([
      expect.stringContaining('"answers" is not a store, answers, computed or a URL parameter'),
    ]);
  });

  it('refuses a route that does not exist, with a did-you-mean', () => {
    const { lines, at: where } = linesAfter('        to: /qualify-ready', '        to: /qualify-reddy');
    expect(lines).toContainEqual(
      `${where('/qualify-reddy')} screens[0].next[0].to: no screen or page has the route "/qualify-reddy" (did you mean "/qualify-ready"?)`,
    );
  });

  it('type-checks a branch rule, which may read every answer of its questionnaire', () => {
    expect(linesAfter('{">=": [{var: computed.readiness}, 60]}', '{"==": [{var: answers.plan}, 60]}').lines).toEqual(
      [],
    );
    expect(
      linesAfter('{">=": [{var: computed.readiness}, 60]}', '{"==": [{var: answers.stage}, revnue]}').lines,
    ).toEqual([
      expect.stringContaining('screens[0].next[0].when["=="][1]: "revnue" is not one of the question\'s options'),
    ]);
  });
});

describe('the checker warns about a question no answer can ever show', () => {
  it('at its `when`, as a warning that fails nothing', () => {
    const never = 'when: {and: [{"==": [{var: answers.stage}, idea]}, {"==": [{var: answers.stage}, revenue]}]}';
    const { lines, at: where } = linesAfter(planWhen, never);
    expect(lines).toEqual([
      `${where(never)} screens[0].steps[4].when: warning: no answer can ever show "plan": its condition holds for no choice of the questions it reads`,
    ]);
    expect(check(withEdit(files, file, planWhen, never)).content).toBeDefined();
  });
});

describe('the checker types URL parameters from their declarations', () => {
  const referrerWhen = 'when: {"==": [{var: params.source}, partner]}';
  const sourceDeclaration = `    type: choice
    options: [newsletter, partner, event]`;

  it('refuses an undeclared parameter with a did-you-mean, in a rule and in a title', () => {
    const { lines, at: where } = linesAfter(referrerWhen, 'when: {"==": [{var: params.sorce}, partner]}');
    expect(lines).toEqual([
      // Its description reads params.source, which the misspelt condition no longer guarantees.
      expect.stringContaining('{{ params.source }}: may be missing (a link carries a URL parameter or not)'),
      `${where('params.sorce')} screens[0].steps[5].when["=="][0].var: "params.sorce": "sorce" is not in "params" (did you mean "source"?)`,
    ]);
    expect(linesAfter('came from a {{ params.source }}', 'came from a {{ params.origin }}').lines).toEqual([
      expect.stringContaining('"params.origin": "origin" is not in "params"'),
    ]);
  });

  it("refuses a value that is not one of a choice parameter's options", () => {
    expect(linesAfter(referrerWhen, 'when: {"==": [{var: params.source}, partnr]}').lines).toEqual([
      expect.stringContaining(
        '"partnr" is not one of the question\'s options ("newsletter", "partner", "event") (did you mean "partner"?)',
      ),
    ]);
  });

  it('types a number parameter with its bounds, and text as text', () => {
    const asNumber = linesAfter(sourceDeclaration, '    type: number\n    min: 0\n    max: 10');
    expect(asNumber.lines).toEqual([expect.stringContaining('"partner" is text, and this is a number')]);
    const numbered = withEdit(files, file, sourceDeclaration, '    type: number\n    min: 0\n    max: 10');
    expect(problemLines(withEdit(numbered, file, referrerWhen, 'when: {">": [{var: params.source}, 5]}'))).toEqual([]);
    expect(problemLines(withEdit(numbered, file, referrerWhen, 'when: {">": [{var: params.source}, 50]}'))).toEqual([
      expect.stringContaining('50'),
    ]);
    const asText = linesAfter(sourceDeclaration, '    type: text\n    maxLength: 20');
    expect(asText.lines).toEqual([]);
    expect(
      problemLines(
        withEdit(
          withEdit(files, file, sourceDeclaration, '    type: text'),
          file,
          referrerWhen,
          'when: {">": [{var: params.source}, 5]}',
        ),
      ),
    ).toEqual([expect.stringContaining('">" needs numbers, and this is text')]);
  });

  it('lets a computed value read a parameter', () => {
    expect(linesAfter('computed:\n', 'computed:\n  referred: {"==": [{var: params.source}, partner]}\n').lines).toEqual(
      [],
    );
  });

  it('refuses a limit that does not fit the type, a choice without options and bounds that keep nothing', () => {
    const maxLength = linesAfter(sourceDeclaration, `${sourceDeclaration}\n    maxLength: 10`);
    expect(maxLength.lines).toEqual([
      `${maxLength.at('maxLength')} params.source.maxLength: "maxLength" does not apply to a choice parameter (it takes "options")`,
    ]);
    expect(linesAfter(sourceDeclaration, '    type: number\n    options: [a]').lines).toContainEqual(
      expect.stringContaining('"options" does not apply to a number parameter (it takes "min" or "max")'),
    );
    const noOptions = linesAfter(sourceDeclaration, '    type: choice');
    expect(noOptions.lines).toContainEqual(
      `${noOptions.at('type: choice')} params.source.type: a choice parameter needs "options", the values it may take`,
    );
    expect(linesAfter(sourceDeclaration, '    type: number\n    min: 10\n    max: 1').lines).toContainEqual(
      expect.stringContaining('params.source.min: "min" (10) is above "max" (1), so no value is ever kept'),
    );
  });

  it("refuses a store named after the flow's own values", () => {
    const { lines, at: where } = linesAfter('store: qualifyAnswers', 'store: params');
    expect(lines).toContainEqual(
      `${where('store: params', 7)} screens[0].store: "params" is a name rules read the flow's own values under (answers, computed, params); choose another store key`,
    );
  });
});
