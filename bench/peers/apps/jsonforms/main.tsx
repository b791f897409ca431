// The buyer questionnaire on JSON Forms (react + vanilla renderers), one question per page,
// every answer required, answers and step kept in sessionStorage. Generated from flows/buyer.yaml
// by bench/peers/buyerQuestions.ts (injected as __QUESTIONS__ at build time). Vanilla has no
// multi-select renderer, so a minimal checkbox group is registered, as an app would.
import { and, rankWith, schemaMatches, schemaTypeIs, type ControlProps, type JsonSchema } from '@jsonforms/core';
import { JsonForms, withJsonFormsControlProps } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { PeerQuestions } from '../../buyerQuestions.ts';
import type { Step } from '../../../../src/engine/content/types.ts';

declare const __QUESTIONS__: PeerQuestions;
const { steps, labels } = __QUESTIONS__;
const storageKey = 'buyerJsonForms';

function schemaOf(step: Step): JsonSchema {
  const oneOf = 'options' in step ? step.options.map((option) => ({ const: option.value, title: option.label })) : [];
  const property: JsonSchema =
    step.type === 'range'
      ? {
          type: 'object',
          properties: {
            min: { type: 'number', title: 'Minimum', minimum: step.min, maximum: step.max },
            max: { type: 'number', title: 'Maximum', minimum: step.min, maximum: step.max },
          },
          required: ['min', 'max'],
        }
      : step.type === 'radio'
        ? { type: 'string', title: step.title, oneOf }
        : step.type === 'checkbox'
          ? { type: 'array', title: step.title, uniqueItems: true, minItems: 1, items: { type: 'string', oneOf } }
          : { type: 'string', title: step.title, minLength: 1 };
  return { type: 'object', properties: { [step.id]: property }, required: [step.id] };
}

function uiSchemaOf(step: Step) {
  const scope = `#/properties/${step.id}`;
  if (step.type === 'range')
    return {
      type: 'HorizontalLayout',
      elements: [
        { type: 'Control', scope: `${scope}/properties/min` },
        { type: 'Control', scope: `${scope}/properties/max` },
      ],
    };
  return { type: 'Control', scope, options: step.type === 'radio' ? { format: 'radio' } : { multi: true } };
}

function CheckboxGroup({ data, handleChange, path, schema, label }: ControlProps) {
  const chosen = Array.isArray(data) ? (data as string[]) : [];
  const options = ((schema.items as JsonSchema | undefined)?.oneOf ?? []) as { const: string; title: string }[];
  return (
    <fieldset>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.const} style={{ display: 'block' }}>
          <input
            type="checkbox"
            checked={chosen.includes(option.const)}
            onChange={() =>
              handleChange(
                path,
                chosen.includes(option.const)
                  ? chosen.filter((value) => value !== option.const)
                  : [...chosen, option.const],
              )
            }
          />{' '}
          {option.title}
        </label>
      ))}
    </fieldset>
  );
}
const renderers = [
  ...vanillaRenderers,
  {
    tester: rankWith(
      5,
      and(
        schemaTypeIs('array'),
        schemaMatches((schema) => Boolean((schema.items as JsonSchema | undefined)?.oneOf)),
      ),
    ),
    renderer: withJsonFormsControlProps(CheckboxGroup),
  },
];
const schemas = steps.map(schemaOf);
const uiSchemas = steps.map(uiSchemaOf);

interface Saved {
  step: number;
  data: Record<string, unknown>;
}
function initial(): Saved {
  const saved = sessionStorage.getItem(storageKey);
  if (saved) return JSON.parse(saved) as Saved;
  const data: Record<string, unknown> = {};
  for (const step of steps) if (step.type === 'range') data[step.id] = { ...step.default };
  return { step: 0, data };
}

function Questionnaire() {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState(0);
  const [showError, setShowError] = useState(false);
  const step = steps[state.step];
  if (!step) return <p>Done</p>;
  const update = (next: Saved) => {
    setState(next);
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  };
  const last = state.step === steps.length - 1;
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', fontFamily: 'system-ui' }}>
      <div style={{ height: 6, background: '#eee' }}>
        <div style={{ height: 6, width: `${((state.step + 1) / steps.length) * 100}%`, background: '#2563eb' }} />
      </div>
      <p>
        {state.step + 1} of {steps.length}
      </p>
      <h2>{step.title}</h2>
      {step.description ? <p>{step.description}</p> : null}
      <JsonForms
        key={step.id}
        schema={schemas[state.step] as JsonSchema}
        uischema={uiSchemas[state.step] as never}
        data={state.data}
        renderers={renderers}
        cells={vanillaCells}
        onChange={({ data, errors: found }) => {
          setErrors(found?.length ?? 0);
          if (data !== state.data) update({ ...state, data: data as Record<string, unknown> });
        }}
      />
      {showError && errors > 0 ? <p role="alert">Please answer this question.</p> : null}
      <button type="button" disabled={state.step === 0} onClick={() => update({ ...state, step: state.step - 1 })}>
        {labels.back}
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          setShowError(errors > 0);
          if (errors === 0 && !last) update({ ...state, step: state.step + 1 });
        }}
      >
        {last ? labels.finish : labels.next}
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Questionnaire />);
