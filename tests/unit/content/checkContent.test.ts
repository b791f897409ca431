import { describe, expect, it } from 'vitest';
import { at, problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const shipped = shippedFiles();

describe('each kind of mistake is named with file, line, column, path and a fix', () => {
  it('YAML syntax', () => {
    // A structural line, not a question's wording, so an editor's rewording never breaks this test.
    const files = withEdit(
      shipped,
      'flows/founder.yaml',
      '- id: problem\n        type: text\n',
      '- id: problem\n        type: [unclosed\n',
    );
    const lines = problemLines(files);
    expect(lines.length).toBeGreaterThan(0);
    const [line = 0] = at(files, 'flows/founder.yaml', 'type: [unclosed').split(':').map(Number);
    expect(lines[0]).toBe(
      // The parser notices the unclosed sequence where the next key starts, on the next line.
      `flows/founder.yaml:${String(line + 1)}:9 (root): Flow sequence in block collection must be sufficiently indented and end with a ] (the file is not valid YAML)`,
    );
  });

  it('a missing required key', () => {
    const files = withEdit(shipped, 'flows/buyer.yaml', '    submitLabel: Continue to Assessment\n', '');
    expect(problemLines(files)).toEqual([
      `flows/buyer.yaml:${at(files, 'flows/buyer.yaml', 'id: buyer-profile')} screens[0]: missing required key "submitLabel"`,
    ]);
  });

  it('an unknown key, with the key it probably meant', () => {
    const files = withEdit(shipped, 'flows/buyer.yaml', '    next: /buyer-questions', '    nxet: /buyer-questions');
    expect(problemLines(files)).toEqual([
      `flows/buyer.yaml:${at(files, 'flows/buyer.yaml', 'nxet')} screens[0].nxet: unknown key "nxet" (did you mean "next"?)`,
    ]);
  });

  it('an unknown step type, without noise about the keys that type would allow', () => {
    const files = withEdit(
      shipped,
      'flows/buyer.yaml',
      'type: checkbox\n        title: Industry Preference',
      'type: chekbox\n        title: Industry Preference',
    );
    expect(problemLines(files)).toEqual([
      `flows/buyer.yaml:${at(files, 'flows/buyer.yaml', 'chekbox')} screens[1].steps[5].type: "chekbox" must be one of: "text", "range", "radio", "checkbox", "number", "email", "date", "rating", "nps", "yesno", "dropdown" (did you mean "checkbox"?)`,
    ]);
  });

  it('a wrong kind, and a file in the wrong folder', () => {
    expect(problemLines(withEdit(shipped, 'flows/product.yaml', 'kind: flow', 'kind: flwo'))).toEqual([
      'flows/product.yaml:3:7 kind: "kind" must be one of app, flow, page, form, analysis, translation (did you mean "flow"?)',
    ]);
    expect(problemLines(withEdit(shipped, 'flows/product.yaml', 'kind: flow', 'kind: analysis'))).toEqual([
      'flows/product.yaml:3:7 kind: an analysis file belongs in prompts/',
    ]);
  });

  it('a blank label', () => {
    const files = withEdit(shipped, 'flows/founder.yaml', 'submitLabel: Continue Analysis', "submitLabel: '  '");
    expect(problemLines(files)).toEqual([
      `flows/founder.yaml:${at(files, 'flows/founder.yaml', "'  '")} screens[0].submitLabel: must not be blank`,
    ]);
  });

  it('a route nothing declares, with the closest one', () => {
    const files = withEdit(shipped, 'flows/buyer.yaml', 'next: /buyer-results', 'next: /buyer-result');
    expect(problemLines(files)).toEqual([
      `flows/buyer.yaml:${at(files, 'flows/buyer.yaml', '/buyer-result\n')} screens[1].next: no screen or page has the route "/buyer-result" (did you mean "/buyer-results"?)`,
      `flows/buyer.yaml:${at(files, 'flows/buyer.yaml', '/buyer-results')} screens[2].route: no path from the home page reaches "/buyer-results": point an earlier screen's "next" at it`,
    ]);
  });

  it('a route declared twice', () => {
    const files = withEdit(shipped, 'flows/product.yaml', 'route: /customer-profile', 'route: /consulting');
    expect(problemLines(files)).toContain(
      `flows/product.yaml:${at(files, 'flows/product.yaml', '/consulting')} screens[2].route: route "/consulting" is already used by page "consulting"`,
    );
  });

  it('a form or prompt that does not exist', () => {
    const noForm = withEdit(shipped, 'flows/founder.yaml', 'form: company-profile', 'form: company-profil');
    expect(problemLines(noForm)).toEqual([
      `flows/founder.yaml:${at(noForm, 'flows/founder.yaml', 'company-profil\n')} screens[0].form: no schemas/forms/company-profil.json (did you mean "company-profile"?)`,
    ]);
    const noPrompt = withEdit(shipped, 'flows/founder.yaml', 'prompt: founder', 'prompt: founders');
    expect(problemLines(noPrompt)).toEqual([
      `flows/founder.yaml:${at(noPrompt, 'flows/founder.yaml', 'founders')} screens[1].analysis.prompt: no prompts/founders.yaml (did you mean "founder"?)`,
    ]);
  });

  it('a store key written twice, and a guard on a field the store never has', () => {
    const twice = withEdit(shipped, 'flows/buyer.yaml', 'store: buyerQuestionnaire', 'store: buyerProfile');
    expect(problemLines(twice)).toContain(
      `flows/buyer.yaml:${at(twice, 'flows/buyer.yaml', '    store: buyerProfile\n    guards', 11)} screens[1].store: store key "buyerProfile" is already written by screen "buyer/buyer-profile"; use a new key`,
    );
    const neverPasses = withEdit(shipped, 'flows/founder.yaml', 'requires: [companyEmail]', 'requires: [companyMail]');
    expect(problemLines(neverPasses)).toEqual([
      `flows/founder.yaml:${at(neverPasses, 'flows/founder.yaml', 'companyMail')} screens[1].guards[0].requires[0]: "companyProfile" has no field "companyMail", so this guard could never pass (did you mean "companyEmail"?)`,
    ]);
  });

  it("a results page's Start Over clearing a store nothing writes", () => {
    const files = withEdit(
      shipped,
      'flows/buyer.yaml',
      'clearOnClose: [buyerQuestionnaire]',
      'clearOnClose: [buyerQuestionaire]',
    );
    expect(problemLines(files)).toEqual([
      `flows/buyer.yaml:${at(files, 'flows/buyer.yaml', 'buyerQuestionaire')} screens[2].result.clearOnClose[0]: no form or questionnaire stores "buyerQuestionaire" (did you mean "buyerQuestionnaire"?)`,
    ]);
  });

  it('a guard that redirects to its own screen', () => {
    const files = withEdit(shipped, 'flows/founder.yaml', 'redirect: /assessment', 'redirect: /questions');
    expect(problemLines(files)).toEqual([
      `flows/founder.yaml:${at(files, 'flows/founder.yaml', 'redirect: /questions', 10)} screens[1].guards[0].redirect: a guard may not redirect to its own screen: the user would loop forever`,
    ]);
  });

  it('a step id used twice, and a range default outside its bounds', () => {
    // In the buyer flow, whose step ids no prompt reads (the founder prompt would add its own lines).
    const duplicate = withEdit(shipped, 'flows/buyer.yaml', '- id: profitMultipleRange', '- id: revenueMultipleRange');
    expect(problemLines(duplicate)).toEqual([
      `flows/buyer.yaml:${at(duplicate, 'flows/buyer.yaml', 'revenueMultipleRange\n        type: range\n        title: Profit Multiple')} screens[1].steps[2].id: step id "revenueMultipleRange" is used twice in this questionnaire; answers are keyed by it`,
    ]);
    const lines = problemLines(
      withEdit(
        shipped,
        'flows/buyer.yaml',
        'default: {min: 100000, max: 2000000}',
        'default: {min: 100000, max: 3000000}',
      ),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^flows\/buyer\.yaml:\d+:\d+ screens\[1\]\.steps\[0\]\.default/);
  });

  it('a section spec whose min exceeds its max', () => {
    const files = withEdit(
      shipped,
      'prompts/founder.yaml',
      'field: strengths\n    kind: list\n    min: 2',
      'field: strengths\n    kind: list\n    min: 9',
    );
    expect(problemLines(files)).toContainEqual(
      expect.stringMatching(
        /^prompts\/founder\.yaml:\d+:\d+ sections\[\d+\]\.min: min \(9\) is greater than max \(3\)$/,
      ),
    );
  });

  it('a section key its kind does not take, and one its kind needs', () => {
    const withFiller = withEdit(
      shipped,
      'prompts/founder.yaml',
      'kind: score, min: 0, max: 100, fallback: 75}',
      'kind: score, min: 0, max: 100, fallback: 75, filler: none}',
    );
    expect(problemLines(withFiller)).toEqual([
      expect.stringMatching(
        /^prompts\/founder\.yaml:\d+:\d+ sections\[\d+\]\.filler: unknown key "filler" \(allowed here: key, field, kind, min, max, fallback\)$/,
      ),
    ]);
    const withoutFallback = withEdit(
      shipped,
      'prompts/founder.yaml',
      'kind: score, min: 0, max: 100, fallback: 75}',
      'kind: score, min: 0, max: 100}',
    );
    expect(problemLines(withoutFallback)).toEqual([
      expect.stringMatching(/^prompts\/founder\.yaml:\d+:\d+ sections\[\d+\]: missing required key "fallback"$/),
    ]);
  });

  it('a screen no path reaches', () => {
    const files = withEdit(shipped, 'flows/product.yaml', '    next: /customer-profile\n', '');
    expect(problemLines(files)).toEqual([
      `flows/product.yaml:${at(files, 'flows/product.yaml', '/customer-profile\n    eyebrow')} screens[2].route: no path from the home page reaches "/customer-profile": point an earlier screen's "next" at it`,
    ]);
  });

  it('no app file, or two', () => {
    const withoutApp = shipped.filter((file) => file.file !== 'flows/app.yaml');
    expect(problemLines(withoutApp)).toEqual(['flows/:1:1 (root): exactly one file must have "kind: app"; found 0']);
  });
});
