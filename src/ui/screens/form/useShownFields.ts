import { useEffect, useState } from 'react';
import type { FlowContent, FormContent, FormScreen } from '../../../engine/content/types.ts';
import type { ShownForm } from '../../../engine/forms/shownFormAnswers.ts';
import { isRecord } from '../../../engine/forms/isRecord.ts';
import { flowSession } from '../../../engine/params/urlParams.ts';
import { sessionStore } from '../../session/sessionStore.ts';

type Shown = (values: Readonly<Record<string, unknown>>) => ShownForm;

/** Whether a field of the form is shown by a rule (its uiSchema's `ui:when`): only then is the rules' code loaded. */
function hasFieldRules(form: FormContent | undefined): boolean {
  const ui = form?.uiSchema;
  return isRecord(ui) && Object.values(ui).some((entry) => isRecord(entry) && entry['ui:when'] !== undefined);
}

/**
 * A form screen's `shown` (formRules.ts, loaded on demand through onDemand.ts, so forms
 * without a `ui:when` carry none of its code), and whether it is ready: a form with rules waits for them rather than show a field
 * its rule hides. The rules read the session as the screen opens (no other screen writes while
 * this one is shown), the flow's calculations and the fields before them.
 */
export function useShownFields(
  form: FormContent | undefined,
  screen: FormScreen,
  flow: FlowContent,
): { ready: boolean; shown?: Shown } {
  const needed = hasFieldRules(form);
  const [shown, setShown] = useState<{ of: FormContent; shown: Shown }>();
  useEffect(() => {
    if (!needed || !form) return;
    let live = true;
    const context = { session: flowSession(sessionStore().getState().slots, flow.id), computed: flow.computed ?? {} };
    void import('./onDemand.ts')
      .then((onDemand) => onDemand.loadFormRules())
      .then(({ shownFor }) => {
        if (live) setShown({ of: form, shown: shownFor(form, screen, context) });
      });
    return () => {
      live = false;
    };
  }, [needed, form, screen, flow]);
  const current = shown && shown.of === form ? shown.shown : undefined;
  return { ready: !needed || current !== undefined, ...(current ? { shown: current } : {}) };
}
