import type { ContentCheck } from '../../../../src/checker/checks/context.ts';
import { createCheckContext } from '../../../../src/checker/checks/context.ts';
import { parseSource } from '../../../../src/checker/sourceFile.ts';
import type { FormContent, JsonObject } from '../../../../src/engine/content/types.ts';
import { check, shippedFiles } from './shippedContent.ts';

/** One check's problems, as `path: message`, for the shipped content with this form as its only form. */
export function checkOneForm(run: ContentCheck, schema: FormContent['schema'], uiSchema?: JsonObject): string[] {
  const shipped = check(shippedFiles()).content;
  if (!shipped) throw new Error('the shipped content does not check');
  const form: FormContent = { kind: 'form', id: 't', schema, ...(uiSchema ? { uiSchema } : {}) };
  const { source } = parseSource('schemas/forms/t.json', JSON.stringify(form, null, 2));
  if (!source) throw new Error('the test form does not parse');
  const sources = { app: source, flows: {}, pages: {}, forms: { t: source }, analyses: {} };
  const { context, problems } = createCheckContext({ ...shipped, forms: { t: form } }, sources);
  run(context);
  return problems.map((problem) => `${problem.path}: ${problem.message}`);
}
