import type { FormContent } from '../content/types.ts';
import type { PrecompiledValidate } from '../validation/types.ts';
import { fieldAt } from './fieldAt.ts';
import { fieldChoices } from './fieldChoices.ts';
import { isRecord } from './isRecord.ts';

/** The keywords a value outside a field's choices fails (a `oneOf` is stored as `anyOf`). */
const choiceKeywords = new Set(['enum', 'const', 'anyOf', 'oneOf']);

/** A JSON pointer's segments, `~1` and `~0` decoded. */
function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else node = isRecord(node) ? node[segment] : undefined;
  }
  return node;
}

/** A value read from JSON, as JSON writes it, cut to what a refusal quotes. */
function shown(value: unknown): string {
  // JSON.stringify gives undefined for undefined, whatever its declared type says.
  const json = JSON.stringify(value) as string | undefined;
  return (json ?? 'nothing').slice(0, 60);
}

/**
 * Why a stored form's value has the wrong shape (the first error of its stored-shape validator),
 * as one clause naming the field: a value outside a field's choices lists the choices it allows
 * (`has "stage" set to "series-z", which is not one of its choices: "pre-seed", "seed", "growth"`)
 * rather than ajv's one "must be equal to constant" per choice.
 */
export function storedShapeProblem(errors: PrecompiledValidate['errors'], form: FormContent, value: unknown): string {
  const [error] = errors ?? [];
  if (!error) return 'does not have the shape of its form';
  const path = pointerSegments(error.instancePath);
  const extra = error.keyword === 'additionalProperties' ? error.params?.additionalProperty : undefined;
  if (typeof extra === 'string') return `has an unknown field "${[...path, extra].join('.')}"`;
  if (path.length === 0) return `is not a form's answers (it ${error.message ?? 'is invalid'})`;
  const name = path.join('.');
  const field = fieldAt(form.schema, form.uiSchema, path);
  const choices = choiceKeywords.has(error.keyword ?? '') ? fieldChoices(field.schema, field.ui) : undefined;
  if (choices)
    return `has "${name}" set to ${shown(valueAt(value, path))}, which is not one of its choices: ${choices
      .map((choice) => shown(choice.value))
      .join(', ')}`;
  return `has "${name}" that ${error.message ?? 'is invalid'}`;
}
