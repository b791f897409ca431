import type { JsonObject, JsonValue } from '../content/types.ts';
import { templateScope, type FlowLogic } from '../logic/flowValues.ts';
import { renderTemplate } from '../template/renderTemplate.ts';

function rendered(value: JsonValue, scope: Readonly<Record<string, unknown>>): JsonValue {
  if (typeof value === 'string') return value.includes('{{') ? renderTemplate(value, scope) : value;
  if (Array.isArray(value)) return value.map((item) => rendered(item, scope));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rendered(inner, scope)]));
  return value;
}

/**
 * A results screen's values as the person sees them: each text's placeholders filled from the
 * session's stores and the flow's computed values ("Your readiness is {{ computed.readiness }}"),
 * and `computed` beside them, so a view's field may name computed.<name> (a score shown in the
 * app's score colours). The same computedValues the prompt and the server use.
 */
export function shownResultValues(
  flow: FlowLogic,
  values: JsonObject,
  stores: Readonly<Record<string, unknown>>,
): JsonObject {
  const scope = templateScope(flow, stores);
  // Computed values are JSON Logic results over JSON stores: plain JSON themselves.
  return { ...(rendered(values, scope) as JsonObject), computed: scope.computed as JsonObject };
}
