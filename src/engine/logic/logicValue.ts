/**
 * What a rule reads: an answer as its step type presents it to logic (StepModel.toLogicValue),
 * a stored form value, or a computed value. Plain JSON, so the browser and the server hand the
 * evaluator the same data.
 */
export type LogicValue =
  string | number | boolean | null | readonly LogicValue[] | { readonly [key: string]: LogicValue };

/** A rule as content declares it (schemas/content/common.schema.json#/$defs/logic). */
export type LogicRule = unknown;
