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
    case 'number':
      return `number${step.min === undefined ? '' : ` from ${step.min}`}${step.max === undefined ? '' : ` to ${step.max}`}${step.step ? ` in steps of ${step.step}` : ''}${step.unit ? `, ${step.unit}` : ''}`;
    case 'email':
      return 'email address';
    case 'date':
      return `date${step.min ? ` from ${step.min}` : ''}${step.max ? ` to ${step.max}` : ''}`;
    case 'rating':
      return `rating 1–${step.scale}, ${step.minLabel} to ${step.maxLabel}`;
    case 'nps':
      return `NPS 0–10, ${step.minLabel} to ${step.maxLabel}`;
    case 'yesno':
      return `${step.yesLabel} or ${step.noLabel}`;
    case 'dropdown':
      return `${step.options.length} options in a menu, pick one`;
  }
}
