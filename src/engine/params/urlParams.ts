import type { FlowContent, UrlParam } from '../content/types.ts';
import { isRecord } from '../forms/isRecord.ts';
import type { SlotValidator } from '../store/slotValidator.ts';

/** A flow's declared URL parameters by name (flow.schema.json#/properties/params). */
export type ParamDeclarations = NonNullable<FlowContent['params']>;

/** A parameter's value as rules read it: text or a choice's value as text, a number as a number. */
export type ParamValue = string | number;

/** A text parameter's limit when its declaration sets none. */
export const defaultParamMaxLength = 200;

/** The checked parameters, and why each one left out was left out (one sentence each). */
export interface CheckedParams {
  params: Record<string, ParamValue>;
  problems: string[];
}

/** A number as an address writes it: digits with an optional sign and decimals, nothing else. */
const numberText = /^-?\d+(\.\d+)?$/;

function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  return typeof raw === 'string' && numberText.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

/** Why `raw` breaks `declared`, or its value. A number may arrive as text (an address) or a number (a stored session). */
export function paramValue(
  declared: UrlParam,
  raw: unknown,
): { ok: true; value: ParamValue } | { ok: false; reason: string } {
  if (declared.type === 'number') {
    const value = numberOf(raw);
    if (value === undefined) return { ok: false, reason: 'is not a number' };
    if (declared.min !== undefined && value < declared.min) return { ok: false, reason: `is below ${declared.min}` };
    if (declared.max !== undefined && value > declared.max) return { ok: false, reason: `is above ${declared.max}` };
    return { ok: true, value };
  }
  if (typeof raw !== 'string') return { ok: false, reason: 'is not text' };
  const value = raw.trim();
  if (value === '') return { ok: false, reason: 'is empty' };
  if (declared.type === 'choice') {
    const options = declared.options ?? [];
    return options.includes(value)
      ? { ok: true, value }
      : { ok: false, reason: `is not one of ${options.map((option) => `"${option}"`).join(', ')}` };
  }
  const max = declared.maxLength ?? defaultParamMaxLength;
  return value.length > max ? { ok: false, reason: `is longer than ${max} characters` } : { ok: true, value };
}

/** How a refused value is named in a problem: as JSON (text quoted), cut short, never as markup. */
function shown(raw: unknown): string {
  const text = typeof raw === 'object' && raw !== null ? JSON.stringify(raw) : String(raw);
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return typeof raw === 'string' ? JSON.stringify(short) : short;
}

/**
 * `values` (name → raw value) checked against the flow's declarations: each declared one whose
 * value keeps its declaration is kept; an undeclared name or a value that breaks its declaration
 * is left out with a problem. Never throws, whatever `values` is.
 */
export function checkParams(declared: ParamDeclarations | undefined, values: unknown): CheckedParams {
  const checked: CheckedParams = { params: {}, problems: [] };
  if (!isRecord(values)) {
    if (values !== undefined) checked.problems.push('the URL parameters are not an object');
    return checked;
  }
  for (const [name, raw] of Object.entries(values)) {
    const declaration = declared && Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (!declaration) {
      checked.problems.push(`"${name}" is not a URL parameter of this flow`);
      continue;
    }
    const value = paramValue(declaration, raw);
    if (value.ok) checked.params[name] = value.value;
    else checked.problems.push(`the URL parameter "${name}" ${shown(raw)} ${value.reason}`);
  }
  return checked;
}

/**
 * The flow's declared parameters in an address's query (`?source=partner&budget=5000`), checked:
 * names the flow does not declare are ignored (an address carries other people's parameters, such
 * as utm_source), a value that breaks its declaration is dropped with a problem. A name given twice
 * counts once, its first value. `undefined` when the query names none of them, so the caller can
 * tell "no parameters here" from "parameters, all refused".
 */
export function readUrlParams(declared: ParamDeclarations | undefined, search: string): CheckedParams | undefined {
  const query = new URLSearchParams(search);
  const names = Object.keys(declared ?? {}).filter((name) => query.has(name));
  if (names.length === 0) return undefined;
  return checkParams(declared, Object.fromEntries(names.map((name) => [name, query.get(name)])));
}

/**
 * Where a flow keeps its parameters in the session: beside its stores, under a key no store key
 * can take (store keys have no colon), as the consent is.
 */
export function paramsKey(flowId: string): string {
  return `${flowId}:params`;
}

/**
 * `stores` with a flow's parameters as `params` (a name no store may take), when it has any: what
 * its rules and templates read, so `params.source` reads the same in the browser, where they sit
 * under paramsKey, and on the server, which receives them beside the answers.
 */
export function withParams(
  stores: Readonly<Record<string, unknown>>,
  params: unknown,
): Readonly<Record<string, unknown>> {
  return params === undefined ? stores : { ...stores, params };
}

/** The browser's session as a flow's rules read it: the stores, and that flow's parameters as `params`. */
export function flowSession(
  slots: Readonly<Record<string, unknown>>,
  flowId: string,
): Readonly<Record<string, unknown>> {
  return withParams(slots, slots[paramsKey(flowId)]);
}

/**
 * What keeps a flow's stored parameters on reading the session: each checked against its
 * declaration again (the content may have changed since), a refused one dropped with a note.
 */
export function paramsValidator(declared: ParamDeclarations): SlotValidator {
  return (value) => {
    if (!isRecord(value)) return { ok: false, reason: 'it is not an object' };
    const { params, problems } = checkParams(declared, value);
    return { ok: true, value: params, notes: problems.map((problem) => `dropped: ${problem}`) };
  };
}
