import axe from 'axe-core';

/** Class names of rjsf's default (Bootstrap 3) markup, whose stylesheet and icon font the app does not ship. */
const bootstrapClass =
  /^(btn(-\w+)?|glyphicon(-[\w-]+)?|col-(xs|sm|md|lg|xl)-\d+|form-(group|control)|control-label|help-block|has-(error|success)|panel(-\w+)?|list-group(-item)?|array-item-toolbox|checkbox|radio|radio-inline|checkbox-inline|row|text-danger|error-detail|input-group)$/;

/** axe-core rules for what a person cannot name or press: empty buttons and controls without labels. */
const nameRules = ['button-name', 'label', 'select-name', 'aria-input-field-name', 'input-button-name'];

/**
 * What rjsf's default markup left behind in `root`: Bootstrap class names, buttons without an
 * accessible name, and controls without a label, as "kind: where" lines.
 */
export async function leftovers(root: Element): Promise<string[]> {
  const found: string[] = [];
  for (const element of root.querySelectorAll('[class]')) {
    for (const name of element.classList) {
      if (bootstrapClass.test(name)) found.push(`bootstrap class: ${element.tagName.toLowerCase()}.${name}`);
    }
  }
  const result = await axe.run(root, { runOnly: { type: 'rule', values: nameRules } });
  for (const violation of result.violations) {
    for (const node of violation.nodes) found.push(`${violation.id}: ${node.target.join(' ')}`);
  }
  return found;
}
