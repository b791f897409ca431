import { isRecord } from '../../forms/isRecord.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { keywordsIn } from './keywordsIn.ts';

const example = '"#/definitions/address"';

/** The JSON Pointer segments of a `#/…` reference, or undefined when it is not one. */
function pointerSegments(reference: string): string[] | undefined {
  if (reference === '#') return [];
  if (!reference.startsWith('#/')) return undefined;
  try {
    return decodeURIComponent(reference.slice(2))
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  } catch {
    return undefined;
  }
}

function child(node: unknown, segment: string): unknown {
  if (Array.isArray(node)) return /^\d+$/.test(segment) ? (node as unknown[])[Number(segment)] : undefined;
  return isRecord(node) ? node[segment] : undefined;
}

/** What is wrong with `reference` inside `schema`, or undefined when it points at a schema there. */
function referenceProblem(schema: unknown, reference: string): string | undefined {
  const segments = pointerSegments(reference);
  if (!segments)
    return `$ref "${reference}" must point inside this form's schema, e.g. ${example}: a form cannot refer to another file or address`;
  let target = schema;
  for (const [index, segment] of segments.entries()) {
    const parent = target;
    target = child(parent, segment);
    if (target === undefined) {
      const siblings = isRecord(parent) ? Object.keys(parent) : [];
      const place = index === 0 ? 'the schema' : `"#/${segments.slice(0, index).join('/')}"`;
      return `$ref "${reference}" points at nothing: ${place} has no "${segment}"${didYouMean(segment, siblings)}`;
    }
  }
  return isRecord(target) || typeof target === 'boolean'
    ? undefined
    : `$ref "${reference}" points at a value, not a schema`;
}

/**
 * A form's references point at a schema inside the form's own schema, and it has no `$id`: that
 * is all rjsf follows in a draft-07 form (anything else fails when the form opens), and all the
 * app's build resolves (src/ui/forms/localReferences.ts).
 */
export const checkFormReferences: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const [at] of keywordsIn(form.schema, '$id'))
      report(
        source,
        ['schema', ...at],
        `"$id" is not supported in a form: its references point inside its own schema, e.g. ${example}`,
      );
    for (const [at, reference] of keywordsIn(form.schema, '$ref')) {
      if (typeof reference !== 'string') continue; // The meta-schema check says what a $ref must be.
      const problem = referenceProblem(form.schema, reference);
      if (problem) report(source, ['schema', ...at], problem);
    }
  }
};
