// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stepModels } from '../../../src/engine/steps/registry.ts';
import { stepViews } from '../../../src/ui/steps/registry.ts';
import { shippedSchemas } from './support/shippedContent.ts';

interface FlowSchema {
  $defs: {
    stepBase: { properties: { type: { enum: string[] } } };
    steps: Record<string, unknown>;
    step: { allOf: { if?: { properties: { type: { const: string } } } }[] };
  };
}

describe('step types', () => {
  const flow = shippedSchemas()['flow.schema.json'] as FlowSchema;
  const registered = Object.keys(stepModels).sort();

  it('are the same in the config language, the engine registry and the renderer registry', () => {
    expect([...flow.$defs.stepBase.properties.type.enum].sort()).toEqual(registered);
    expect(Object.keys(flow.$defs.steps).sort()).toEqual(registered);
    expect(Object.keys(stepViews).sort()).toEqual(registered);
  });

  it('each have their declaration keys wired into the step schema', () => {
    const wired = flow.$defs.step.allOf.flatMap((part) => (part.if ? [part.if.properties.type.const] : [])).sort();
    expect(wired).toEqual(registered);
  });
});
