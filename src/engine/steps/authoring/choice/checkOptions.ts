import type { ChoiceOption } from '../../../content/types.ts';
import type { DeclarationProblem } from '../stepAuthoring.ts';

/** Problems shared by radio and checkbox declarations: values must be non-blank and unique. */
export function checkOptions(options: readonly ChoiceOption[]): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  if (options.length === 0) problems.push(['/options', 'at least one option is required']);
  const seen = new Set<string>();
  options.forEach((option, index) => {
    if (option.value.trim() === '') {
      problems.push([`/options/${index}/value`, 'option value must not be blank']);
    } else if (seen.has(option.value)) {
      problems.push([`/options/${index}/value`, `duplicate option value '${option.value}'`]);
    }
    seen.add(option.value);
  });
  return problems;
}
