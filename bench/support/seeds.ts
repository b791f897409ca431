import type { Content, FormScreen } from '../../src/engine/content/types.ts';
import { sampleFormData } from '../../src/ui/preview/sampleFormData.ts';

/** A stored profile that passes a flow's questionnaire guards, as the flow's form would have saved it. */
export function profileSeed(content: Content, flowId: string): Record<string, string> {
  const form = content.flows
    .find((flow) => flow.id === flowId)
    ?.screens.find((screen): screen is FormScreen => screen.type === 'form');
  const schema = form && content.forms[form.form];
  if (!form || !schema) throw new Error(`no form screen with a form in flow ${flowId}`);
  return { [form.store]: JSON.stringify(sampleFormData(schema.schema, schema.uiSchema)) };
}
