/**
 * The validators the build compiles (tools/validators, served by the content plugin as
 * virtual:content/flow/<id> and virtual:validators/form/<id>) decide exactly as ajv compiling
 * the same schemas at run time would, so moving compilation to the build changed no rule.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { flows, formValidators } from 'virtual:content/loaders';
import { describe, expect, it } from 'vitest';
import type { FormContent, JsonObject } from '../../../src/engine/content/types.ts';
import { conditionSchemas } from '../../../src/engine/forms/conditionSchemas.ts';
import { storedShapeProblem } from '../../../src/engine/forms/storedShapeProblem.ts';
import { compileAtRunTime, formValidatorAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { conditionKey } from '../../../src/engine/validation/conditionKey.ts';
import { sampleFormData } from '../../../src/ui/preview/sampleFormData.ts';

const loaded = await Promise.all(Object.values(flows).map((load) => load()));
const forms: FormContent[] = loaded.flatMap(({ content }) => Object.values(content.forms));

/** Data that passes, data of the wrong shape, and data that is merely incomplete. */
function samples(form: FormContent): unknown[] {
  const good = sampleFormData(form.schema);
  const firstKey = Object.keys(good)[0] ?? 'x';
  return [good, {}, { ...good, [firstKey]: 42 }, { ...good, [firstKey]: ['not', 'text'] }, 'not an object', null];
}

describe('build-compiled validators', () => {
  it('cover every form of every flow, and each form only in the flows that render it', () => {
    expect(forms.map((form) => form.id).sort()).toEqual(Object.keys(formValidators).sort());
    for (const { content, validators } of loaded)
      expect(Object.keys(validators.forms).sort()).toEqual(Object.keys(content.forms).sort());
  });

  it.each(forms.map((form) => [form.id, form] as const))(
    '%s: the stored shape accepts and rejects as at run time, with the same message',
    (_id, form) => {
      const precompiled = loaded.find(({ content }) => form.id in content.forms)?.validators.forms[form.id];
      const runtime = compileAtRunTime([form]).forms[form.id];
      if (!precompiled || !runtime) throw new Error(`no validator for ${form.id}`);
      for (const data of samples(form)) {
        expect(precompiled(data), JSON.stringify(data)).toBe(runtime(data));
        // The store's warning and the server's refusal say the same about either's errors.
        expect(storedShapeProblem(precompiled.errors, form, data)).toBe(storedShapeProblem(runtime.errors, form, data));
      }
    },
  );

  it('compile every condition the forms evaluate, under the key the engine looks up', () => {
    for (const { content, validators } of loaded) {
      for (const form of Object.values(content.forms)) {
        for (const schema of conditionSchemas(form.schema))
          expect(validators.conditions).toHaveProperty(conditionKey(schema));
      }
    }
  });

  it.each(forms.map((form) => [form.id, form] as const))(
    '%s: rjsf precompiled validator reports the errors rjsf reports at run time',
    async (id, form) => {
      const load = formValidators[id];
      if (!load) throw new Error(`no form validator for ${id}`);
      const schema = form.schema as RJSFSchema;
      const precompiled = createPrecompiledValidator((await load()).default, schema);
      const runtime = formValidatorAtRunTime();
      for (const data of samples(form).filter(
        (sample): sample is JsonObject => typeof sample === 'object' && sample !== null,
      )) {
        expect(precompiled.validateFormData(data, schema).errors).toEqual(
          runtime.validateFormData(data, schema).errors,
        );
      }
    },
  );
});
