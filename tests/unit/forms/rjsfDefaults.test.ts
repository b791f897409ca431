import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import { templates, widgets } from '../../../src/ui/forms/registry.ts';
import keptTemplates from '../../../src/ui/forms/rjsfDefaults/templates.ts';
import keptWidgets from '../../../src/ui/forms/rjsfDefaults/widgets.ts';

const rjsf = getDefaultRegistry();
const { ButtonTemplates: rjsfButtons, ...rjsfTemplates } = rjsf.templates;
const { ButtonTemplates: keptButtons, ...kept } = keptTemplates();

/** The names in `all` that the app's registry does not define, in order. */
const notIn = (all: object, app: object) => Object.keys(all).filter((name) => !(name in app));

describe("the build's stand-ins for rjsf's default widgets and templates (src/ui/forms/rjsfDefaults/)", () => {
  it('keep exactly the widgets the app does not replace, as rjsf has them', () => {
    expect(Object.keys(keptWidgets()).sort()).toEqual(notIn(rjsf.widgets, widgets).sort());
    for (const [name, widget] of Object.entries(keptWidgets())) expect(widget).toBe(rjsf.widgets[name]);
  });

  it('keep exactly the templates the app does not replace, as rjsf has them, and no button', () => {
    expect(Object.keys(kept).sort()).toEqual(notIn(rjsfTemplates, templates).sort());
    for (const [name, template] of Object.entries(kept))
      expect(template).toBe(rjsfTemplates[name as keyof typeof rjsfTemplates]);
    expect(notIn(rjsfButtons, templates.ButtonTemplates ?? {})).toEqual([]);
    expect(keptButtons).toEqual({});
  });
});
