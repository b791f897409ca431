import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formWidgetNames } from '../../../src/engine/forms/formWidgetNames.ts';
import { widgets } from '../../../src/ui/forms/registry.ts';

/** A schema each short name applies to: checkboxes pick from a list, the rest edit one string. */
const schemaFor = (alias: string): RJSFSchema =>
  alias === 'checkboxes'
    ? { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, uniqueItems: true }
    : { type: 'string', enum: ['a', 'b'] };

describe('the widget names the checker knows', () => {
  it('are exactly the widgets the UI registry renders', () => {
    expect(Object.keys(formWidgetNames).sort()).toEqual(Object.keys(widgets).sort());
  });

  it.each(Object.entries(formWidgetNames))('%s: each short name resolves to it through rjsf', (name, aliases) => {
    // rjsf hands out a wrapper it keeps on the widget itself as `MergedWidget`.
    const widget: unknown = widgets[name as keyof typeof widgets];
    const wrapper = (resolved: unknown) => (widget as { MergedWidget?: unknown }).MergedWidget === resolved;
    for (const alias of aliases) expect(wrapper(getWidget(schemaFor(alias), alias, widgets))).toBe(true);
  });
});
