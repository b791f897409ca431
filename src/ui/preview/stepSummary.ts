import type { Step } from '../../engine/content/types.ts';

/** The declaration's key facts in a few words, e.g. '4 options, at least 2'. */
export function stepSummary(step: Step): string {
  switch (step.type) {
    case 'text':
      return step.minLength ? `at least ${step.minLength} characters` : 'free text';
    case 'range':
      return `${step.min}–${step.max}${step.step ? ` in steps of ${step.step}` : ''}, ${step.format}, starts at ${step.default.min}–${step.default.max}`;
    case 'radio':
      return `${step.options.length} options, pick one`;
    case 'checkbox':
      return `${step.options.length} options, at least ${step.minSelected ?? 1}`;
  }
}
