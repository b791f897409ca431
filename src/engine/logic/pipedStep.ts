import type { Step } from '../content/types.ts';
import { renderTemplate } from '../template/renderTemplate.ts';

const hasPlaceholder = (text: string | undefined): boolean => text?.includes('{{') ?? false;

/**
 * The step with earlier answers and computed values piped into its title, description and option
 * labels ("What does {{ companyProfile.companyName }} sell?"). A step with no placeholder is
 * returned as it is (and `data` never built), so views memoised on it do not re-render.
 */
export function pipedStep<S extends Step>(step: S, data: () => unknown): S {
  const options = 'options' in step ? step.options : [];
  const piped =
    hasPlaceholder(step.title) ||
    hasPlaceholder(step.description) ||
    options.some((option) => hasPlaceholder(option.label));
  if (!piped) return step;
  const scope = data();
  const render = (text: string) => renderTemplate(text, scope);
  return {
    ...step,
    title: render(step.title),
    ...(step.description !== undefined ? { description: render(step.description) } : {}),
    ...('options' in step
      ? { options: step.options.map((option) => ({ ...option, label: render(option.label) })) }
      : {}),
  };
}
