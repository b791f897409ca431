import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { at, check, problemLines, projectRoot, withEdit } from './support/shippedContent.ts';
import { renderTemplate } from '../../../src/engine/template/index.ts';

const files = readContentFiles(projectRoot, [resolve(projectRoot, 'tests/fixtures/list-flow')]);
const prompt = 'tests/fixtures/list-flow/prompts/team.yaml';
const rolesPlaceholder = '{{ teamProfile.cofounders[].role | numbered }}';

/** The checker's lines after the prompt's roles placeholder is replaced by `placeholder`. */
function withPlaceholder(placeholder: string): { lines: string[]; where: string } {
  const edited = withEdit(files, prompt, rolesPlaceholder, placeholder);
  return {
    lines: problemLines(edited),
    where: `${prompt}:${at(edited, prompt, placeholder)} template: ${placeholder}`,
  };
}

describe('paths into list items (`list[].field`)', () => {
  it('are accepted in a prompt and a rubric, and render one value per item', () => {
    const { content, problems } = check(files);
    expect(problems).toEqual([]);
    const template = content?.analyses.team?.template ?? '';
    expect(template).toContain(rolesPlaceholder);
    expect(content?.analyses.team?.rubric.map((criterion) => criterion.field)).toContain(
      'teamProfile.cofounders[].previousCompanies',
    );
    const rendered = renderTemplate(template, {
      teamProfile: {
        companyName: 'Orbit Labs',
        cofounders: [
          { name: 'Ada', role: 'CTO', previousCompanies: ['Analytical Engines'] },
          { name: 'Grace', role: 'CEO' },
        ],
        markets: ['Germany'],
      },
      teamQuestionnaire: { answers: { 'biggest-gap': 'Sales' } },
    });
    expect(rendered).toContain('Roles, one per co-founder:\n1. CTO\n2. CEO\n');
  });

  it.each([
    [
      '{{ teamProfile.cofounders.role | numbered }}',
      '"cofounders" is a list: write "cofounders[].role" for "role" of every item',
    ],
    ['{{ teamProfile.cofounders[].rol | numbered }}', '"cofounders[]" has no field "rol" (did you mean "role"?)'],
    [
      '{{ teamProfile.cofounders[0].role }}',
      '"cofounders[0].role" names an item by its position, which changes as items are added, removed and reordered; write "cofounders[].role" for every item',
    ],
    [
      '{{ teamProfile.cofounders.1.role }}',
      '"cofounders.1.role" names an item by its position, which changes as items are added, removed and reordered; write "cofounders[].role" for every item',
    ],
    ['{{ teamProfile.markets[].name }}', '"markets[]" is text; it has no field "name"'],
    ['{{ teamProfile.companyName[] }}', '"companyName" is not a list; write "companyName" without []'],
    [
      '{{ teamProfile.cofounders[].previousCompanies.first }}',
      '"cofounders[].previousCompanies" is a list: write "cofounders[].previousCompanies[].first" for "first" of every item',
    ],
    [
      '{{ teamProfile.cofounders[].previousCompanies[].name }}',
      '"cofounders[].previousCompanies[]" is text; it has no field "name"',
    ],
  ])('refuse %s in a prompt at file:line:col', (placeholder, message) => {
    const { lines, where } = withPlaceholder(placeholder);
    expect(lines).toEqual([`${where}: ${message}`]);
  });

  it('accept a name the person chose in a map (additionalProperties), and a list inside a list item', () => {
    expect(withPlaceholder('{{ teamProfile.links.Website }}').lines).toEqual([]);
    expect(withPlaceholder('{{ teamProfile.cofounders[].previousCompanies[] | numbered }}').lines).toEqual([]);
  });

  it('refuse a rubric field inside list items without [], at the field', () => {
    const from = 'field: teamProfile.cofounders[].previousCompanies';
    const to = 'field: teamProfile.cofounders.previousCompanies';
    const edited = withEdit(files, prompt, from, to);
    expect(problemLines(edited)).toEqual([
      `${prompt}:${at(edited, prompt, to, 'field: '.length)} rubric[1].field: "cofounders" is a list: write "cofounders[].previousCompanies" for "previousCompanies" of every item`,
    ]);
  });

  it('refuse [] in a precheck, which requires whole answers', () => {
    const from = 'require: [teamProfile.companyName,';
    const to = "require: ['teamProfile.cofounders[].name', teamProfile.companyName,";
    const edited = withEdit(files, prompt, from, to);
    expect(problemLines(edited)).toEqual([
      `${prompt}:${at(edited, prompt, "'teamProfile.cofounders[].name'")} precheck[0].require[0]: "teamProfile.cofounders[].name": a precheck requires a whole answer (e.g. "teamProfile.cofounders"); whether every item is complete is the form's own rule (its items' "required")`,
    ]);
  });
});
